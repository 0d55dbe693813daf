/**
 * The cache keys of the analytics reads of the dashboard and the analytics screen (the data
 * provider's getAnalyticsDashboard, getStageDetails and getRecentActivities, crmCalls.ts).
 * They start with 'analytics' so a change that moves the figures can refresh them all at once.
 */
export const analyticsKey = (...parts: unknown[]) => ['analytics', ...parts] as const;
