/** The product page of a catalogue product (the page reads `?product=` after hydration). */
export const productPath = (id: string) => `/shop/single?product=${encodeURIComponent(id)}`;
