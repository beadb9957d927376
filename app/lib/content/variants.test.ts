import { describe, expect, it } from "vitest";

import type { ContentPage } from "./page";
import { pageSection, sectionVariant } from "./variants";

const section = {
  id: "done-title",
  title: "Base",
  text: "Base text",
  variants: { contact: { title: "Contact" }, notify: { title: "Notify", text: "Notify text" } },
};

describe("sectionVariant", () => {
  it("lays the named variant over the section's fields, the name trimmed and in any case", () => {
    expect(sectionVariant(section, " NOTIFY ")).toEqual({
      fields: { id: "done-title", title: "Notify", text: "Notify text" },
      variant: "notify",
    });
    expect(sectionVariant(section, "contact").fields.text).toBe("Base text");
  });

  it.each([null, undefined, "", "other", "__proto__", "constructor", "<script>"])(
    "gives the section's own fields, without `variants`, for %j",
    (key) => {
      expect(sectionVariant(section, key)).toEqual({
        fields: { id: "done-title", title: "Base", text: "Base text" },
        variant: undefined,
      });
    },
  );
});

describe("pageSection", () => {
  const page = {
    path: "/done",
    sections: [{ section: "Confirmation", ...section }],
  } as unknown as ContentPage;

  it("gives the fields of the section of that name, without its name", () => {
    expect(pageSection<typeof section>(page, "Confirmation")).toEqual(section);
  });

  it("fails for a section the page does not have", () => {
    expect(() => pageSection(page, "CtaBanner")).toThrow(/no CtaBanner section/);
  });
});
