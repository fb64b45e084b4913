import { describe, expect, it } from 'vitest';
import { groupsOf, mapGroups } from './group-permissions.js';

const MAPPING = {
  'portal-beheer': { '*': 2 },
  'portal-verhuur': { '/rentals': 1, '/requests': 1 },
  'portal-aanvragen': { '/requests': 2 },
};

describe('mapGroups', () => {
  it('merges the maps of every mapped group, keeping the highest level per prefix', () => {
    expect(mapGroups(['portal-verhuur', 'portal-aanvragen', 'other'], MAPPING, [])).toEqual({
      permissions: { '/rentals': 1, '/requests': 2 },
      roles: ['customer'],
    });
  });

  it('gives the role management to a member of a management group', () => {
    expect(mapGroups(['portal-beheer'], MAPPING, ['portal-beheer'])?.roles).toEqual([
      'customer',
      'management',
    ]);
  });

  it('gives no access when no group is mapped', () => {
    expect(mapGroups(['other'], MAPPING, ['other'])).toBeNull();
    expect(mapGroups([], MAPPING, [])).toBeNull();
  });

  it('does not take a name of the object prototype for a group', () => {
    expect(mapGroups(['constructor', 'toString'], MAPPING, [])).toBeNull();
  });
});

describe('groupsOf', () => {
  it('reads an array of strings, one string, or nothing', () => {
    expect(groupsOf({ groups: ['a', 1, 'b'] }, 'groups')).toEqual(['a', 'b']);
    expect(groupsOf({ roles: 'a' }, 'roles')).toEqual(['a']);
    expect(groupsOf({ groups: { a: 1 } }, 'groups')).toEqual([]);
    expect(groupsOf({}, 'groups')).toEqual([]);
  });
});
