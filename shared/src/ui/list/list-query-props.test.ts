import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listQueryProps } from './list-query-props.js';

type TPage = { cases: string[]; totalCount: number };

/** The parts of a query result listQueryProps reads. */
function query(parts: Partial<UseQueryResult<TPage, Error>>): UseQueryResult<TPage, Error> {
  return {
    status: 'success',
    isFetching: false,
    isPlaceholderData: false,
    error: null,
    data: undefined,
    ...parts,
  } as UseQueryResult<TPage, Error>;
}

const page = { cases: ['a', 'b'], totalCount: 12 };

describe('listQueryProps', () => {
  it('shows the answer: its rows and total', () => {
    expect(listQueryProps(query({ data: page }), (data) => data.cases)).toEqual({
      rows: ['a', 'b'],
      status: 'success',
      isFetching: false,
      errorMessage: null,
      totalItems: 12,
    });
  });

  it('marks the previous rows busy while another page is asked, not a refetch of the same', () => {
    const asking = query({ data: page, isFetching: true, isPlaceholderData: true });
    expect(listQueryProps(asking, (data) => data.cases).isFetching).toBe(true);
    const refetching = query({ data: page, isFetching: true, isPlaceholderData: false });
    expect(listQueryProps(refetching, (data) => data.cases).isFetching).toBe(false);
  });

  it('has no rows before the first answer, and the message of a failed one', () => {
    expect(listQueryProps(query({ status: 'pending' }), (data) => data.cases)).toMatchObject({
      rows: undefined,
      status: 'pending',
      totalItems: 0,
    });
    const failed = query({ status: 'error', error: new Error('Er ging iets mis') });
    expect(listQueryProps(failed, (data) => data.cases).errorMessage).toBe('Er ging iets mis');
  });
});
