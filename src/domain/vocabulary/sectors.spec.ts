import { BUSINESS_SECTOR_VALUES, BUSINESS_SECTORS, sectorLabel } from './sectors';

describe('business sectors', () => {
  it('names each stored sector once, with the label the wizard shows', () => {
    expect(new Set(BUSINESS_SECTOR_VALUES).size).toBe(BUSINESS_SECTORS.length);
    expect(sectorLabel('food_beverage')).toBe('Food & Beverage');
  });

  it('shows a value outside the list as it is, and nothing for no sector', () => {
    expect(sectorLabel('space_tourism')).toBe('space_tourism');
    expect(sectorLabel(null)).toBe('');
  });
});
