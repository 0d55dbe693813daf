import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, IsEmail, IsInt, IsString, Min, validate } from 'class-validator';
import { cacheValidationMetadata } from './validation-metadata-cache';

/**
 * The remembered validation rules replace two methods of class-validator's own rule storage. These
 * tests fail loudly should a class-validator upgrade stop calling them (the memory would then be
 * bypassed without a word) or should the memory ever answer other rules than the decorators say.
 * Each jest test file has its own global object, so the storage here is this file's own.
 */
describe('cacheValidationMetadata', () => {
  const storage = getMetadataStorage();
  let gathered = 0;
  const gather = storage.getTargetValidationMetadatas.bind(storage);
  storage.getTargetValidationMetadatas = (...args: Parameters<typeof gather>) => {
    gathered += 1;
    return gather(...args);
  };
  cacheValidationMetadata(storage);

  class Order {
    @IsString()
    name!: string;

    @IsInt()
    @Min(1)
    count!: number;
  }

  const problems = async (body: object): Promise<Record<string, string[]>> =>
    Object.fromEntries((await validate(plainToInstance(Order, body))).map((error) => [error.property, Object.keys(error.constraints ?? {}).sort()]));

  it("gathers a class's rules once, and every validation still applies all of them", async () => {
    gathered = 0;
    expect(await problems({ name: 7, count: 0 })).toEqual({ name: ['isString'], count: ['min'] });
    expect(await problems({ name: 'Bakery', count: 2.5 })).toEqual({ count: ['isInt'] });
    expect(await problems({ name: 'Bakery', count: 3 })).toEqual({});
    expect(gathered).toBe(1);
  });

  it('forgets what it remembered when a rule is registered later (a class loaded after the first validation)', async () => {
    await problems({ name: 'Bakery', count: 3 });
    gathered = 0;
    class Contact {
      @IsEmail()
      email!: string;
    }
    expect(await problems({ name: 1, count: 3 })).toEqual({ name: ['isString'] });
    expect(gathered).toBe(1);
    const contactErrors = await validate(plainToInstance(Contact, { email: 'not an email' }));
    expect(contactErrors.map((error) => Object.keys(error.constraints ?? {}))).toEqual([['isEmail']]);
  });
});
