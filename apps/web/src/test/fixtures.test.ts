import { describe, expect, it } from 'vitest';
import {
  ZLoginValueSchema,
  ZMemberInfoSchema,
  ZRegisterSettingsValueSchema,
} from '@platform/contracts/identity';
import { ZSystemStatusValueSchema } from '@platform/contracts/system';
import {
  ZAccountRecordRowSchema,
  ZBalanceValueSchema,
  ZConsolidatedFundsValueSchema,
  ZDepositChannelSchema,
  ZDepositOrderSchema,
  ZWithdrawalOrderSchema,
} from '@platform/contracts/wallet';
import {
  BANK_CHANNEL,
  GATEWAY_CHANNEL,
  loginValue,
  makeBalance,
  makeDepositOrder,
  makeFunds,
  makeMember,
  makeRecordRow,
  makeRegisterSettings,
  makeStatus,
  makeWithdrawalOrder,
} from './fixtures';

describe('test fixtures', () => {
  it('build a status reply that satisfies the contract', () => {
    expect(() => ZSystemStatusValueSchema.parse(makeStatus())).not.toThrow();
  });

  it('build identity values that satisfy the contract', () => {
    expect(() => ZMemberInfoSchema.parse(makeMember({ type: 41 }))).not.toThrow();
    expect(() =>
      ZRegisterSettingsValueSchema.parse(makeRegisterSettings({}, { email: 'required' })),
    ).not.toThrow();
    expect(() => ZLoginValueSchema.parse(loginValue())).not.toThrow();
  });

  it('build wallet and cashier values that satisfy the contract', () => {
    expect(() => ZBalanceValueSchema.parse(makeBalance({ held: 10 }))).not.toThrow();
    expect(() => ZConsolidatedFundsValueSchema.parse(makeFunds())).not.toThrow();
    expect(() => ZDepositChannelSchema.parse(BANK_CHANNEL)).not.toThrow();
    expect(() => ZDepositChannelSchema.parse(GATEWAY_CHANNEL)).not.toThrow();
    expect(() => ZDepositOrderSchema.parse(makeDepositOrder())).not.toThrow();
    expect(() => ZWithdrawalOrderSchema.parse(makeWithdrawalOrder({ status: 'PAID' }))).not.toThrow();
    expect(() => ZAccountRecordRowSchema.parse(makeRecordRow())).not.toThrow();
  });
});
