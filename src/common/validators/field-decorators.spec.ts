import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { FilledTextField, NumberField, OneOfField, TextField, TextListField, WholeNumberField } from './field-decorators';

const RULES = {
  title: { maxLength: 5 },
  label: { maxLength: 4 },
  tags: { maxItems: 2, maxLength: 3 },
  rate: { min: 0, max: 5, decimals: 1 },
  minutes: { minimum: 0, maximum: 60 },
  kind: ['a', 'b'],
} as const;

class Example {
  @TextField(RULES.title, 'whenFilled', { required: true }) title?: string;
  @FilledTextField(RULES.label, 'optional') label?: string | null;
  @TextListField(RULES.tags) tags?: string[] | null;
  @NumberField(RULES.rate, {}, ' (percent)') rate?: number | null;
  @WholeNumberField(RULES.minutes, 'optional', 'minutes must be a whole number from 0 to 60') minutes?: number;
  @OneOfField(RULES.kind, 'optional') kind?: string;
}

function messages(body: Record<string, unknown>): string[] {
  return validateSync(plainToInstance(Example, body)).flatMap((error) => Object.values(error.constraints ?? {}));
}

/** What @ApiProperty recorded for the document (the metadata key @nestjs/swagger reads). */
function documented(property: keyof Example): Record<string, unknown> {
  return Reflect.getMetadata('swagger/apiModelProperties', Example.prototype, property) as Record<string, unknown>;
}

describe('field decorators: one rule gives the validation and the document', () => {
  it('documents each bound the validation holds', () => {
    expect(documented('title')).toMatchObject({ required: true, maxLength: 5 });
    expect(documented('label')).toMatchObject({ required: false, nullable: true, maxLength: 4 });
    expect(documented('tags')).toMatchObject({ required: false, maxItems: 2 });
    expect(documented('rate')).toMatchObject({ minimum: 0, maximum: 5 });
    expect(documented('minutes')).toMatchObject({ minimum: 0, maximum: 60 });
    expect(documented('kind')).toMatchObject({ enum: ['a', 'b'] });
  });

  it('validates with the same bounds, one message naming the field', () => {
    expect(messages({ title: 'abcde', label: 'abcd', tags: ['abc', 'de'], rate: 5, minutes: 60, kind: 'b' })).toEqual([]);
    expect(messages({ title: 'abcdef' })).toEqual(['title must be a text of at most 5 characters']);
    expect(messages({ label: 'abcde' })).toEqual(['label must be a text of 1 to 4 characters']);
    expect(messages({ tags: ['a', 'b', 'c'] })).toEqual(['tags must be a list of at most 2 different texts of 1 to 3 characters']);
    expect(messages({ rate: 5.5 })).toEqual(['rate must be a number with at most 1 decimal place from 0 to 5 (percent)']);
    expect(messages({ minutes: 61 })).toEqual(['minutes must be a whole number from 0 to 60']);
    expect(messages({ kind: 'c' })).toEqual(['kind must be one of: a, b']);
  });

  it('checks a whenFilled text only when it is not blank, and trims it', () => {
    expect(messages({ title: '   ' })).toEqual([]);
    const example = plainToInstance(Example, { title: '  ab  ', label: '   ' });
    expect(example.title).toBe('ab');
    expect(example.label).toBeNull();
  });
});
