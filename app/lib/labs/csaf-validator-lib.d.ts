// The BSI's CSAF validator ships JavaScript with JSDoc, no declarations: the parts
// csaf-validator.test.ts uses. Each test module exports its tests by name (mandatoryTest_6_1_1…).
declare module "@secvisogram/csaf-validator-lib/*Tests.js" {
  const tests: Record<string, (doc: unknown) => unknown>;
  export = tests;
}
declare module "@secvisogram/csaf-validator-lib/validateStrict.js" {
  interface Finding {
    instancePath: string;
    message: string;
  }
  export default function validateStrict(
    tests: ((doc: unknown) => unknown)[],
    doc: unknown,
  ): Promise<{
    isValid: boolean;
    tests: {
      name: string;
      isValid: boolean;
      errors: Finding[];
      warnings: Finding[];
      infos: Finding[];
    }[];
  }>;
}
