// The shell's stylesheet, in two `<style>` elements of the shadow root (see boot/shadow.ts): the frame's rules
// (frame.ts: the loader injects them, for its frame and before it mounts the panel), then what only the React
// shell draws (content.ts).
export { ensureFrameStyle, FRAME_ATTRIBUTE, FRAME_CSS } from './frame.ts';
export { CONTENT_CSS } from './content.ts';
