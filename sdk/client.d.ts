// Ambient types for what the preset (and Vite/vitest) understand in a plugin's source. In a plugin project:
// `"types": ["@status/sdk/client"]` in tsconfig.json, or `/// <reference types="@status/sdk/client" />`.

/** `import css from './styles.css?inline'`: the stylesheet, minified, as a string. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
