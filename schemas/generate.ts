// `npx tsx schemas/generate.ts`: regenerate the validators without running the whole build.
import path from 'node:path';
import { generateValidators } from './build.ts';

const { written, removed } = await generateValidators();
const show = (files: string[]) => (files.length && files.length <= 10 ? ` (${files.map((f) => path.relative(process.cwd(), f)).join(', ')})` : '');
console.log(`schemas: ${written.length} generated files written${show(written)}, ${removed.length} removed${show(removed)}`);
