import { describe, expect, it } from 'vitest';
import { ZSystemStatusValueSchema } from '@platform/contracts/system';
import { makeStatus } from './fixtures';

describe('test fixtures', () => {
  it('build a status reply that satisfies the contract', () => {
    expect(() => ZSystemStatusValueSchema.parse(makeStatus())).not.toThrow();
  });
});
