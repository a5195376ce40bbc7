import { describe, expect, it } from 'vitest';
import { createBrowserList } from './browser-list';

describe('createBrowserList', () => {
  it('keeps ids newest first, each once, at most the maximum', () => {
    const list = createBrowserList('test:list', 3);
    for (const id of ['a', 'b', 'c', 'a', 'd']) list.add(id);
    expect(list.read()).toEqual(['d', 'a', 'c']);
    list.remove('a');
    expect(list.read()).toEqual(['d', 'c']);
    list.clear();
    expect(list.read()).toEqual([]);
    expect(localStorage.getItem('test:list')).toBeNull();
  });

  it('reads a tampered or broken value as what can be trusted of it', () => {
    const list = createBrowserList('test:tampered', 5);
    localStorage.setItem('test:tampered', '{not json');
    expect(list.read()).toEqual([]);
    localStorage.setItem('test:tampered', '{"a":1}');
    expect(list.read()).toEqual([]);
    localStorage.setItem('test:tampered', JSON.stringify(['ok1', 5, 'has-dash', 'ok1', 'ok2']));
    expect(list.read()).toEqual(['ok1', 'ok2']);
  });

  it('tells subscribers, and returns the same array while nothing changed', () => {
    const list = createBrowserList('test:notify', 5);
    let calls = 0;
    const unsubscribe = list.subscribe(() => {
      calls += 1;
    });
    list.add('x');
    expect(list.read()).toBe(list.read());
    unsubscribe();
    list.add('y');
    expect(calls).toBe(1);
  });
});
