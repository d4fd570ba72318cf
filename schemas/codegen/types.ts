// TypeScript types for a schema, via json-schema-to-typescript. `$ref`s to other schema files are served
// from memory (reshaped by type-view.ts), never fetched: the `$id`s are URLs but nothing lives there.
import { compile } from 'json-schema-to-typescript';
import { SCHEMAS_DIR, type SchemaFile } from './schema-files.ts';
import { fileUrl, rootTypeName, typeView } from './type-view.ts';

export interface GeneratedTypes {
  /** Name of the exported type describing valid data. */
  rootName: string;
  /** The declarations, ready to paste into a .d.ts. */
  declarations: string;
}

export async function generateTypes(file: SchemaFile, files: readonly SchemaFile[]): Promise<GeneratedTypes> {
  const byUrl = new Map(files.map((f) => [fileUrl(f), f]));
  const lookup = (url: string) => byUrl.get(url.replace(/#.*$/, ''));
  const fromMemory = {
    order: 1,
    canRead: (info: { url: string }) => lookup(info.url) !== undefined,
    read: (info: { url: string }) => JSON.stringify(typeView(lookup(info.url)!)),
  };
  const rootName = rootTypeName(file);
  try {
    const declarations = await compile(typeView(file) as never, rootName, {
      bannerComment: '',
      cwd: SCHEMAS_DIR,
      declareExternallyReferenced: true,
      strictIndexSignatures: true,
      ignoreMinAndMaxItems: true,
      unknownAny: true,
      $refOptions: { resolve: { file: false, http: false, schemas: fromMemory } } as never,
    });
    return { rootName, declarations: declarations.trim() };
  } catch (error) {
    throw new Error(`schemas: cannot generate types for ${file.relPath}: ${(error as Error).message}`);
  }
}
