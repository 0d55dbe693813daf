import { BadRequestException } from '@nestjs/common';
import { parseFilter, parseRange, parseSort } from './list-query';

const spec = { sortable: { name: 'u.name', createdAt: 'u.createdAt' }, defaultSort: ['name', 'ASC'] as ['name', 'ASC'] };

describe('react-admin list parameters', () => {
  it('maps sort fields to SQL columns and falls back to the default', () => {
    expect(parseSort('["createdAt","desc"]', spec)).toEqual(['u.createdAt', 'DESC']);
    expect(parseSort(undefined, spec)).toEqual(['u.name', 'ASC']);
  });

  it('refuses sort fields that are not listed (no SQL injection through sort)', () => {
    expect(() => parseSort('["name; DROP TABLE users","ASC"]', spec)).toThrow(BadRequestException);
    expect(() => parseSort('["name","SIDEWAYS"]', spec)).toThrow('sort order must be ASC or DESC');
  });

  it('turns an inclusive range into skip/take and caps the page size', () => {
    expect(parseRange('[10,19]', 500)).toEqual({ skip: 10, take: 10 });
    expect(parseRange(undefined, 500)).toEqual({ skip: 0, take: 25 });
    expect(() => parseRange('[0,1000]', 500)).toThrow('range may span at most 500 records');
    expect(() => parseRange('[3,1]', 500)).toThrow('range must look like [0,24]');
  });

  it('parses filters as a JSON object', () => {
    expect(parseFilter('{"q":"x"}')).toEqual({ q: 'x' });
    expect(() => parseFilter('[1]')).toThrow('filter must be a JSON object');
    expect(() => parseFilter('{')).toThrow('filter must be valid JSON');
  });
});
