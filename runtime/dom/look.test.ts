// The look as page data carries it: custom properties for the panel's host, the position it opens in, and the
// contrast checks the admin shows.
import { contrast, contrastChecks, lookVars, pageTheme } from './look.ts';

const declarations = (vars: string) => Object.fromEntries(vars.split(';').filter(Boolean).map((d) => d.split(/:(.*)/s).slice(0, 2)));

describe('the look', () => {
  it('adds nothing for the default look: the stylesheet and the store font stay as they are', () => {
    expect(lookVars({})).toBe('');
    expect(lookVars({ background: 'light', radius: 20, font: 'store', placement: 'flyout' })).toBe('');
  });

  it('turns a dark look with a brand accent into every colour token, buttons readable on the accent', () => {
    const vars = declarations(lookVars({ background: 'dark', accent: '#F5C400', radius: 8, font: 'serif' }));
    expect(vars['--status-bg']).toBe('#18181b');
    expect(vars['--status-text']).toBe('#fafafa');
    expect(vars['--status-accent']).toBe('#f5c400');
    expect(vars['--status-accent-text']).toBe('#18181b'); // black reads better than white on yellow
    expect(vars['--status-brand']).toBe('#f5c400');
    expect(vars['--status-radius']).toBe('8px');
    expect(vars['--status-radius-small']).toBe('5px');
    expect(vars['--status-font']).toMatch(/Charter.*serif$/);
  });

  it('keeps a chosen text colour readable: its muted shade stays at 4.5:1 or is the colour itself', () => {
    const vars = declarations(lookVars({ text: '#1d3557' }));
    expect(vars['--status-text']).toBe('#1d3557');
    expect(contrast(vars['--status-text-muted']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('opens as a side flyout by default, and as the sheet or the window when chosen', () => {
    expect(pageTheme({ widget: { position: 'bottom' }, customCss: 'a{}' }, undefined)).toEqual({ widget: { position: 'right' }, vars: '', customCss: 'a{}' });
    expect(pageTheme({ widget: { position: 'left' } }, { placement: 'flyout' }).widget).toEqual({ position: 'left' });
    expect(pageTheme({}, { placement: 'sheet' }).widget).toEqual({ position: 'bottom' });
    expect(pageTheme({}, { placement: 'centred', background: 'dark' })).toMatchObject({ widget: { position: 'centred' }, vars: expect.stringContaining('--status-bg:#18181b') });
    expect(pageTheme({ widget: { position: 'standalone' } }, { placement: 'centred' }).widget).toEqual({ position: 'standalone' });
  });

  it('names each colour pair under WCAG AA, and passes the defaults', () => {
    expect(contrastChecks({}).every((check) => check.ok)).toBe(true);
    expect(contrastChecks({ background: 'dark' }).every((check) => check.ok)).toBe(true);
    const pale = contrastChecks({ accent: '#f4f4f5', text: '#9ca3af' });
    expect(pale.filter((check) => !check.ok).map((check) => check.pair)).toEqual(['Text on the background', 'Text on cards', 'Secondary text on the background', 'Buttons against the background']);
    expect(pale[0]).toMatchObject({ needed: 4.5, ok: false });
    expect(pale[0]!.ratio).toBeCloseTo(2.54, 1);
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
