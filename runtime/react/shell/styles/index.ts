// The shell's stylesheet, injected once into the shadow root (see boot/shadow.ts).
import { BASE_CSS } from './base.ts';
import { CONTENT_CSS } from './content.ts';
import { MOTION_CSS } from './motion.ts';
import { PANEL_CSS } from './panel.ts';

export const SHELL_CSS = [BASE_CSS, PANEL_CSS, CONTENT_CSS, MOTION_CSS].join('\n');
