/**
 * `import()`, in one place. The CLI's script build (src/launch.ts: V8's code cache on Node 20) runs in `vm.Script`s,
 * which cannot `import()`: that build replaces this module with the launcher's own `import()`.
 */
export const importModule = (specifier: string): Promise<unknown> => import(specifier);
