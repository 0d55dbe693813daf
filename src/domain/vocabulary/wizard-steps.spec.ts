import { WIZARD_STEP_COUNT, wizardStepName } from './wizard-steps';

describe('wizard steps', () => {
  it('names the five steps and nothing else', () => {
    expect([1, 2, 3, 4, 5].map(wizardStepName)).toEqual(['Business Details', 'Payment Methods', 'Upload/Input', 'Compare', 'Apply']);
    expect(WIZARD_STEP_COUNT).toBe(5);
    expect(wizardStepName(0)).toBeNull();
    expect(wizardStepName(6)).toBeNull();
    expect(wizardStepName(null)).toBeNull();
  });
});
