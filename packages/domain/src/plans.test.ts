import { describe, expect, it } from 'vitest';
import {
  isDoctorLimitReached,
  isPlanExpired,
  Plan,
  PlanFeature,
  planFeatures,
  planHas,
  planHasScreen,
  screenPlanFeature,
  TRIAL_DAYS,
  trialEndsAt,
} from './plans';
import { ScreenId } from './screens';

describe('the plan matrix', () => {
  it('leaves the Basic plan without stock, the reports, custom .docx templates and devices', () => {
    for (const feature of Object.values(PlanFeature))
      expect(planHas(Plan.Basic, feature), feature).toBe(false);
  });

  it('gives the trial and every paid plan above Basic everything: they differ by their doctor limit', () => {
    for (const plan of [Plan.Trial, Plan.Full, Plan.Advanced, Plan.Vip]) {
      expect([...planFeatures[plan]].sort()).toEqual(Object.values(PlanFeature).sort());
    }
    expect(isDoctorLimitReached(Plan.Full, 19)).toBe(false);
    expect(isDoctorLimitReached(Plan.Full, 20)).toBe(true);
    expect(isDoctorLimitReached(Plan.Vip, 10_000)).toBe(false);
  });

  it('locks screens 26, 27 and the reports 30–37 and 39 on Basic, and keeps the dashboard and the activity log', () => {
    const locked = Object.values(ScreenId).filter((screen) => !planHasScreen(Plan.Basic, screen));
    expect(locked.sort((a, b) => a - b)).toEqual([26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 39, 43]);
    expect(planHasScreen(Plan.Basic, ScreenId.Dashboard)).toBe(true);
    expect(planHasScreen(Plan.Basic, ScreenId.ActivityLogs)).toBe(true);
    expect(planHasScreen(Plan.Full, ScreenId.StockSheets)).toBe(true);
    expect(screenPlanFeature[ScreenId.SaleSummary]).toBe(PlanFeature.Reports);
  });

  it('gives an unknown plan number nothing beyond the base product', () => {
    expect(planHas(99, PlanFeature.Stock)).toBe(false);
    expect(planHasScreen(99, ScreenId.Billing)).toBe(true);
  });
});

describe('trial and expiry', () => {
  it('runs a trial 14 days from sign-up', () => {
    expect(TRIAL_DAYS).toBe(14);
    expect(trialEndsAt(new Date('2026-03-01T08:00:00Z')).toISOString()).toBe('2026-03-15T08:00:00.000Z');
  });

  it('expires at the moment the plan ends, never when it has no end', () => {
    const until = new Date('2026-03-15T08:00:00Z');
    expect(isPlanExpired(until, new Date('2026-03-15T07:59:59Z'))).toBe(false);
    expect(isPlanExpired(until, until)).toBe(true);
    expect(isPlanExpired(until.toISOString(), new Date('2027-01-01T00:00:00Z'))).toBe(true);
    expect(isPlanExpired(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });
});
