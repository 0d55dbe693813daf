import type { DataSource } from 'typeorm';
import type { SessionUser } from '../auth/session-user';
import type { SharedCaches } from '../redis/shared-caches';
import type { Period } from './analytics-period';
import { AnalyticsService, DASHBOARD_CACHE_MS, DASHBOARD_STALE_MS } from './analytics.service';
import type { CustomerFiguresService } from './customer-figures';
import type { AnalyticsDashboardDto } from './dto/analytics-dashboard.dto';

type Compute = (period: Period, user: SessionUser) => Promise<AnalyticsDashboardDto>;

describe('AnalyticsService.dashboard: figures shared per scope and period', () => {
  const period: Period = { from: new Date('2026-07-01T00:00:00Z'), to: new Date('2026-07-02T00:00:00Z') };
  const admin = { id: 1, role: 'admin', providerId: null } as SessionUser;
  const staff = { id: 2, role: 'staff', providerId: null } as SessionUser;
  const partner = { id: 3, role: 'partner', providerId: 7 } as SessionUser;
  let now = 1_000_000;
  let service: AnalyticsService;
  let compute: jest.Mock<ReturnType<Compute>, Parameters<Compute>>;
  let version = 0;

  beforeEach(() => {
    now = 1_000_000;
    version = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    service = new AnalyticsService({} as DataSource, { isShared: false } as SharedCaches, {} as CustomerFiguresService);
    compute = jest.fn<ReturnType<Compute>, Parameters<Compute>>(async () => ({ version: ++version }) as unknown as AnalyticsDashboardDto);
    (service as unknown as { computeDashboard: Compute }).computeDashboard = compute;
  });
  afterEach(() => jest.restoreAllMocks());

  it('computes once for concurrent callers of one scope (admins and staff share), apart for a partner', async () => {
    const [a, b, c] = await Promise.all([service.dashboard(period, admin), service.dashboard(period, staff), service.dashboard(period, partner)]);
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('serves the figures for 30 s, then the old ones while one new computation runs, then the new ones', async () => {
    expect(await service.dashboard(period, admin)).toEqual({ version: 1 });
    now += DASHBOARD_CACHE_MS - 1;
    expect(await service.dashboard(period, admin)).toEqual({ version: 1 });
    expect(compute).toHaveBeenCalledTimes(1);
    // The recomputation is slow: until it ends, callers get the previous figures at once.
    let finish: (figures: AnalyticsDashboardDto) => void = () => undefined;
    compute.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    now += 1;
    expect(await service.dashboard(period, admin)).toEqual({ version: 1 });
    expect(await service.dashboard(period, admin)).toEqual({ version: 1 });
    expect(compute).toHaveBeenCalledTimes(2);
    finish({ version: 2 } as unknown as AnalyticsDashboardDto);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await service.dashboard(period, admin)).toEqual({ version: 2 });
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('never serves figures older than a minute: after that the caller waits for the new ones', async () => {
    expect(await service.dashboard(period, admin)).toEqual({ version: 1 });
    now += DASHBOARD_STALE_MS;
    let finish: (figures: AnalyticsDashboardDto) => void = () => undefined;
    compute.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const first = service.dashboard(period, admin);
    const second = service.dashboard(period, admin);
    let settled = false;
    void first.then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    finish({ version: 2 } as unknown as AnalyticsDashboardDto);
    expect(await first).toEqual({ version: 2 });
    expect(await second).toEqual({ version: 2 });
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('forgets a computation that failed', async () => {
    compute.mockRejectedValueOnce(new Error('database gone'));
    await expect(service.dashboard(period, admin)).rejects.toThrow('database gone');
    expect(await service.dashboard(period, admin)).toEqual({ version: 1 });
  });

  it('with REDIS_URL, two instances show the same figures: the newest computed on either', async () => {
    const store = new Map<string, unknown>();
    const shared = {
      isShared: true,
      read: (key: string) => Promise.resolve(store.get(key)),
      write: (key: string, value: unknown) => Promise.resolve(void store.set(key, JSON.parse(JSON.stringify(value)))),
    } as unknown as SharedCaches;
    const instance = () => {
      const other = new AnalyticsService({} as DataSource, shared, {} as CustomerFiguresService);
      (other as unknown as { computeDashboard: Compute }).computeDashboard = compute;
      return other;
    };
    const [a, b] = [instance(), instance()];
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    expect(await a.dashboard(period, admin)).toEqual({ version: 1 });
    await settle();
    // B takes A's figures instead of computing its own.
    expect(await b.dashboard(period, staff)).toEqual({ version: 1 });
    expect(compute).toHaveBeenCalledTimes(1);
    now += DASHBOARD_CACHE_MS;
    // B computes the next figures (the old ones meanwhile); A shows them as soon as they are ready.
    expect(await b.dashboard(period, admin)).toEqual({ version: 1 });
    await settle();
    expect(await b.dashboard(period, admin)).toEqual({ version: 2 });
    expect(await a.dashboard(period, admin)).toEqual({ version: 2 });
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
