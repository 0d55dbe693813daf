import { PASSWORD_RULES, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, passwordProblem } from './password-rules';

describe('back-office password rule', () => {
  it('accepts 8 to 200 characters and names what is wrong otherwise', () => {
    expect(passwordProblem('a'.repeat(PASSWORD_RULES.minLength))).toBeNull();
    expect(passwordProblem('a'.repeat(PASSWORD_RULES.maxLength))).toBeNull();
    expect(passwordProblem('short')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('a'.repeat(PASSWORD_RULES.maxLength + 1))).toBe(PASSWORD_TOO_LONG);
    expect(PASSWORD_TOO_SHORT).toBe('password must be at least 8 characters');
  });
});
