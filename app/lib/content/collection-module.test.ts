// A compiled collection's module: data as literals, Lucide icons imported, repeated objects shared.
import { describe, expect, it } from "vitest";

import { collectionModuleSource } from "./collection-module";

describe("collectionModuleSource", () => {
  it("imports each named icon once and puts its component where the name was", () => {
    const code = collectionModuleSource({
      items: [
        { id: "a", motif: "lamp" },
        { id: "b", motif: "shield-check" },
        { id: "c", motif: "lamp" },
      ],
    });
    expect(code.match(/import IconLamp from "lucide-react\/icons\/lamp";/g)).toHaveLength(1);
    expect(code).toContain(`import IconShieldCheck from "lucide-react/icons/shield-check";`);
    expect(code).toContain(`"motif": IconLamp`);
    expect(code).not.toContain(`"lamp"`);
  });

  it("declares an object written more than once (a YAML alias) once and shares it", () => {
    const clay = { name: "Clay", hex: "#b8673f" };
    const code = collectionModuleSource({
      colours: [clay, { name: "Oat", hex: "#d9c7a7" }],
      products: [{ id: "a", colours: [{ ...clay }] }],
    });
    expect(code.match(/"Clay"/g)).toHaveLength(1);
    expect(code).toMatch(/const shared0 = \{ "name": "Clay", "hex": "#b8673f" \};/);
    expect(code).toMatch(/"colours": \[shared0\]/);
    const data = new Function(code.replace("export default", "return"))() as {
      colours: object[];
      products: { colours: object[] }[];
    };
    expect(data.products[0]!.colours[0]).toBe(data.colours[0]);
  });

  it("keeps plain values as JSON", () => {
    expect(collectionModuleSource({ a: 1, b: "x", c: [true, null] })).toBe(
      `export default { "a": 1, "b": "x", "c": [true, null] };\n`,
    );
  });
});
