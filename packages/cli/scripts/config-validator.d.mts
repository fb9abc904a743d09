/** The config schema's validator as an ES module's text (ajv standalone code): see config-validator.mjs. */
export declare function configValidatorModule(schemaText: string): Promise<string>;
