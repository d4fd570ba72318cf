// The shell's stylesheet, in two `<style>` elements of the shadow root (see boot/shadow.ts): the frame's rules
// (frame.ts, which the loader's frame injects too), then what only the React shell draws (content.ts).
export { ensureFrameStyle, FRAME_ATTRIBUTE, FRAME_CSS } from './frame.ts';
export { CONTENT_CSS } from './content.ts';
