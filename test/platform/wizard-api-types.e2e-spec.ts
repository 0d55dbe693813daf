import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import * as ts from 'typescript';

/**
 * The wizard's hand-written API types (wizard/src/api/types.ts) against the server's contract
 * (openapi.yaml, regenerated from the DTOs): every field the wizard reads must be one the server
 * answers, always answered when the wizard counts on it, and typed as nullable where the server
 * may send null. A renamed or dropped server field fails here instead of in a visitor's browser.
 */
const ROOT = join(__dirname, '..', '..');

interface SchemaObject {
  type?: string;
  nullable?: boolean;
  properties?: Record<string, SchemaObject>;
  required?: string[];
}

interface WizardField {
  name: string;
  isOptional: boolean;
  isNullable: boolean;
}

/** wizard interface -> openapi.yaml schema (components). */
const PAIRS: Record<string, string> = {
  RecommendedTerminal: 'ComparedTerminalDto',
  ComparedProvider: 'ComparedProviderDto',
  ComparisonResult: 'ComparisonResultDto',
  Terminal: 'TerminalViewDto',
  IndustryDefaults: 'IndustryDefaultsDto',
  ExtractedData: 'ExtractedDataDto',
  DocumentAnalysis: 'AnalysisResponseDto',
  Quote: 'QuoteViewDto',
  SavedProgress: 'SavedProgressViewDto',
  LeadCreated: 'LeadCreatedDto',
};

function wizardInterfaces(): Map<string, WizardField[]> {
  const file = join(ROOT, 'wizard', 'src', 'api', 'types.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const found = new Map<string, WizardField[]>();
  source.forEachChild((node) => {
    if (!ts.isInterfaceDeclaration(node)) return;
    const fields = node.members.filter(ts.isPropertySignature).map((member) => ({
      name: member.name.getText(source),
      isOptional: member.questionToken !== undefined,
      isNullable: member.type !== undefined && ts.isUnionTypeNode(member.type) && member.type.types.some((type) => type.getText(source) === 'null'),
    }));
    found.set(node.name.text, fields);
  });
  return found;
}

function openapi(): { schemas: Record<string, SchemaObject> } {
  const document = load(readFileSync(join(ROOT, 'openapi.yaml'), 'utf8')) as { components: { schemas: Record<string, SchemaObject> } };
  return { schemas: document.components.schemas };
}

/** What is wrong with the wizard's reading of one answer; empty when nothing is. */
function mismatches(fields: WizardField[], schema: SchemaObject): string[] {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const problems: string[] = [];
  for (const field of fields) {
    const property = properties[field.name];
    if (!property) {
      problems.push(`${field.name}: not in the server's answer`);
      continue;
    }
    if (!field.isOptional && !required.has(field.name)) problems.push(`${field.name}: the wizard counts on it, the server may leave it out`);
    if (property.nullable && !field.isNullable && !field.isOptional) problems.push(`${field.name}: the server may send null, the wizard's type has no null`);
  }
  return problems;
}

describe("The wizard's API types match openapi.yaml", () => {
  const interfaces = wizardInterfaces();
  const { schemas } = openapi();

  it.each(Object.entries(PAIRS))('%s reads only what %s answers', (wizardName, schemaName) => {
    const fields = interfaces.get(wizardName);
    const schema = schemas[schemaName];
    expect({ wizardName, found: fields !== undefined }).toEqual({ wizardName, found: true });
    expect({ schemaName, found: schema !== undefined }).toEqual({ schemaName, found: true });
    expect(mismatches(fields ?? [], schema)).toEqual([]);
  });

  it('notices a field the server does not answer, one it may leave out, and a missing null', () => {
    const schema: SchemaObject = { properties: { a: { type: 'string' }, b: { type: 'string', nullable: true } }, required: ['b'] };
    expect(
      mismatches(
        [
          { name: 'a', isOptional: false, isNullable: false },
          { name: 'b', isOptional: false, isNullable: false },
          { name: 'c', isOptional: true, isNullable: false },
        ],
        schema,
      ),
    ).toEqual([
      'a: the wizard counts on it, the server may leave it out',
      "b: the server may send null, the wizard's type has no null",
      "c: not in the server's answer",
    ]);
  });
});
