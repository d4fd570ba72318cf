// The HTTP client a plugin gets as `ctx.http` when its manifest declares the 'http' capability: an axios
// instance of its own (runtime/http/index.ts builds it; the module and axios are a chunk loaded only for such
// plugins, never in the first open). Types only.
import type { AxiosInstance } from 'axios';

export type PluginHttp = AxiosInstance;
