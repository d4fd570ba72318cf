// The building blocks of program cards (points, credit, membership, subscriptions; credit or
// points card with Copy ID), for any plugin, built in or outside: the card, its skeleton and problem line, the
// code with Copy ID, the customer's data with its cache, and the shop's formats. Loaded on demand through the
// public entry's `loadProgramUi()`, so none of it is in the panel's first open.
export { ProgramCard, ProgramLink, ProgramProblem, ProgramRow, ProgramSkeleton, ProgramValue } from './ProgramCard.tsx';
export type { ProgramCardProps, ProgramLinkProps, ProgramRowProps } from './ProgramCard.tsx';
export { CopyCode, COPIED_MS } from './CopyCode.tsx';
export type { CopyCodeProps } from './CopyCode.tsx';
export { createCustomerResource } from './resource.ts';
export type { CustomerResource, CustomerResourceOptions, ResourceView } from './resource.ts';
export { programFormat, useProgramFormat } from './format.ts';
export type { ProgramFormat } from './format.ts';
export type { ProgramMark } from './icons.tsx';
export { PROGRAM_CSS } from './styles.ts';
