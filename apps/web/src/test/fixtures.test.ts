import { describe, expect, it } from 'vitest';
import {
  ZLoginValueSchema,
  ZMemberInfoSchema,
  ZRegisterSettingsValueSchema,
} from '@platform/contracts/identity';
import { ZSystemStatusValueSchema } from '@platform/contracts/system';
import { loginValue, makeMember, makeRegisterSettings, makeStatus } from './fixtures';

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
});
