import { longestTaskOf, mainThreadTimes, threadTime, type TraceEvent } from './trace';

const PAGE = 'http://127.0.0.1/products/a';
const WIDGET = /\/dist\//;
const on = (name: string, ts: number, dur: number, tdur?: number, url?: string): TraceEvent => ({
  name, ph: 'X', pid: 1, tid: 1, ts, dur, ...(tdur === undefined ? {} : { tdur }), ...(url ? { args: { data: { url } } } : {}),
});

describe('main-thread times from a trace', () => {
  it('counts nested events once, by their thread time', () => {
    // A 10 ms task whose thread ran 6 ms of it, with a nested event; then one without thread time.
    expect(threadTime([on('RunTask', 0, 10_000, 6_000), on('ParseHTML', 1_000, 5_000, 4_000), on('RunTask', 20_000, 2_000)])).toBe(8);
  });

  it("counts the page's main thread from its parse on and the widget's scripts apart", () => {
    const events: TraceEvent[] = [
      { name: 'thread_name', ph: 'M', pid: 1, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
      on('RunTask', 0, 3_000, 3_000), // navigation before the parse
      { ...on('ParseHTML', 5_000, 1_000, 1_000), args: { beginData: { url: PAGE } } },
      on('RunTask', 5_000, 20_000, 12_000),
      on('EvaluateScript', 10_000, 8_000, 4_000, 'http://127.0.0.1/dist/status.js'),
      on('v8.compile', 10_500, 1_000, 1_000, 'http://127.0.0.1/dist/status.js'),
      on('EvaluateScript', 19_000, 2_000, 2_000, 'http://127.0.0.1/theme.js'),
      { ...on('RunTask', 5_000, 50_000, 50_000), pid: 2 }, // another process
    ];
    const times = mainThreadTimes(events, WIDGET, PAGE);
    expect(times.total).toBe(12);
    expect(times.widget).toBe(4);
    expect(times.widgetWall).toBe(8);
    expect(times.widgetParts).toEqual({ EvaluateScript: 4, 'v8.compile': 1 });
  });

  it('finds the longest task from the click on, by thread time, on the thread that took the click', () => {
    const events: TraceEvent[] = [
      on('RunTask', 0, 90_000, 90_000), // before the click
      on('RunTask', 100_000, 20_000, 15_000),
      { ...on('EventDispatch', 101_000, 5_000, 5_000), args: { data: { type: 'click' } } },
      on('RunTask', 130_000, 70_000, 40_000), // long in wall time, descheduled for most of it
      on('RunTask', 210_000, 45_000, 44_000),
      { ...on('RunTask', 150_000, 80_000, 80_000), tid: 2 }, // another thread
    ];
    expect(longestTaskOf(events, 'click')?.ms).toBe(44);
    expect(longestTaskOf(events, 'keydown')).toBeNull();
    // Bounded by the page's time stamp (+ a margin): the 44 ms task starts after it.
    const stamped = [...events, { ...on('TimeStamp', 150_000, 0, 0), ph: 'I', args: { data: { message: 'interactive' } } }];
    expect(longestTaskOf(stamped, 'click', { stamp: 'interactive', afterMs: 50 })?.ms).toBe(40);
    expect(longestTaskOf(stamped, 'click', { stamp: 'interactive', afterMs: 70 })?.ms).toBe(44);
  });

  it("counts a tap's touch task too: from the first of the given events, whichever comes first", () => {
    const events: TraceEvent[] = [
      on('RunTask', 0, 60_000, 55_000), // the touch's task: the loader's intent
      { ...on('EventDispatch', 1_000, 50_000, 50_000), args: { data: { type: 'pointerenter' } } },
      on('RunTask', 100_000, 20_000, 15_000),
      { ...on('EventDispatch', 101_000, 5_000, 5_000), args: { data: { type: 'click' } } },
    ];
    expect(longestTaskOf(events, 'click')?.ms).toBe(15);
    expect(longestTaskOf(events, ['click', 'pointerdown', 'pointerenter'])?.ms).toBe(55);
    expect(longestTaskOf(events, ['pointerdown', 'click'])?.ms).toBe(15);
  });

  it('says what the longest task ran and when it started', () => {
    const events: TraceEvent[] = [
      on('RunTask', 0, 30_000, 30_000), // the touch's task
      { ...on('EventDispatch', 1_000, 20_000, 20_000), args: { data: { type: 'pointerenter' } } },
      on('RunTask', 40_000, 20_000, 15_000),
      { ...on('EventDispatch', 40_500, 100, 100), args: { data: { type: 'gestureshowpress' } } },
      { ...on('EventDispatch', 40_700, 200, 200), args: { data: { type: 'mousedown' } } },
      { ...on('EventDispatch', 41_000, 5_000, 5_000), args: { data: { type: 'click' } } },
      on('RunTask', 70_000, 45_000, 44_000),
      on('TimerFire', 71_000, 40_000, 40_000),
      on('RunTask', 120_000, 10_000, 10_000),
      on('Layout', 121_000, 5_000, 5_000),
    ];
    expect(longestTaskOf(events, ['pointerenter', 'click'])).toEqual({ ms: 44, what: 'a timer', atMs: 69 });
    expect(longestTaskOf(events.slice(0, 4), ['pointerenter', 'click'])).toEqual({ ms: 30, what: 'the pointerenter event', atMs: -1 });
    expect(longestTaskOf([...events.slice(2, 6), ...events.slice(8)], ['click'])).toEqual({ ms: 15, what: 'the click event', atMs: -1 });
    expect(longestTaskOf(events.slice(8), ['click'])).toBeNull();
  });
});

