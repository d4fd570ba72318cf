// tapable's base Hook class (tapable/lib/Hook.js), which its package types do not declare on its own.
declare module 'tapable/lib/Hook.js' {
  const Hook: new (args?: readonly string[], name?: string) => object;
  export default Hook;
}
