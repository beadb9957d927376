/** What Sveltia passes to our field types and preview: Immutable Maps, read with `get`. */
export interface ImmutableLike {
  get(key: string): unknown;
  toJS?(): unknown;
}

/** `value` as plain data: an Immutable Map or List made plain with `toJS`, anything else as is. */
export const plain = (value: unknown): unknown =>
  value && typeof value === "object" && typeof (value as ImmutableLike).toJS === "function"
    ? (value as ImmutableLike).toJS!()
    : value;
