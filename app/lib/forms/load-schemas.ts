import type * as Schemas from "./schemas";

type SchemaModule = typeof Schemas;

/**
 * Loads a module once: later calls share the first load, `loaded()` gives the module without
 * waiting once it is in, and a failed load is forgotten so that the next call tries again.
 */
export function onDemand<T>(load: () => Promise<T>) {
  let pending: Promise<T> | undefined;
  let module: T | undefined;
  return {
    load(): Promise<T> {
      pending ??= load().then(
        (value) => (module = value),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: (): T | undefined => module,
  };
}

/**
 * The shared schemas, loaded when a form is first used rather than with the page: building
 * zod's schemas costs about 40 ms of main thread at 4x CPU, and 12 of the 21 company pages
 * carry a form (contact, newsletter or notify-me).
 */
const schemas = onDemand<SchemaModule>(() => import("./schemas"));

export const loadSchemas = () => schemas.load();
export const loadedSchemas = () => schemas.loaded();
