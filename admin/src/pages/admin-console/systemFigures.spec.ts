import { describe, expect, it } from '@jest/globals';
import type { SystemStats } from '../../api/types';
import { formatUptime, healthFigures, statCards } from './systemFigures';

const STATS: SystemStats = {
  totalUsers: 4,
  activeUsers: 3,
  totalCustomers: 1234,
  totalQuotes: 40,
  totalLeads: 9,
  dailyApplications: 1,
  monthlyApplications: 6,
  conversionRate: 12.5,
  averageResponseTime: 17.6,
  totalEmails: 12,
  calendarEvents: 2,
  systemUptime: 93_784,
  lastBackup: null,
};

describe('the system figures of the admin screens', () => {
  it('gives the eight admin console cards, the rate with % and the response time in ms', () => {
    expect(statCards(STATS).map((card) => `${card.label}: ${card.value}`)).toEqual([
      'Total Users: 4',
      'Total Customers: 1,234',
      'Total Quotes: 40',
      'Total Leads: 9',
      'Daily Applications: 1',
      'Monthly Applications: 6',
      'Conversion Rate: 12.5%',
      'Avg Response Time: 18ms',
    ]);
  });

  it('shows 0 on every card before the figures arrive', () => {
    expect(statCards(undefined).map((card) => card.value)).toEqual(['0', '0', '0', '0', '0', '0', '0%', '0ms']);
  });

  it('writes the uptime in days, hours and minutes, and says a backup is not recorded', () => {
    expect(formatUptime(93_784)).toBe('1d 2h 3m');
    expect(formatUptime(3_660)).toBe('1h 1m');
    expect(formatUptime(59)).toBe('0m');
    const health = Object.fromEntries(healthFigures(STATS).map((figure) => [figure.label, figure.value]));
    expect(health['Active users']).toBe('3');
    expect(health['System uptime']).toBe('1d 2h 3m');
    expect(health['Last backup']).toBe('Not recorded by the application');
  });
});
