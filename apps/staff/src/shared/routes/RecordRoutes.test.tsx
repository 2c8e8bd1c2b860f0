import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { renderScreen } from '../testing/renderScreen';
import { RecordRoutes } from './RecordRoutes';

// A screen of records routes its list, its own pages and a record's details and edit page, and says "not found"
// for an id that is not one.

afterEach(cleanup);

const render = (path: string) =>
  renderScreen(
    <RecordRoutes
      list={<p>the list</p>}
      pages={<Route path="/new">a new record</Route>}
      edit={(id) => <p>editing {id}</p>}
      details={(id) => <p>record {id}</p>}
    />,
    { screens: [], path },
  );

describe('the routes of a screen of records', () => {
  it('opens the list, a page of its own, a record and its edit page, each at the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render('/');
    expect(screen.getByText('the list')).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    cleanup();
    render('/new');
    expect(screen.getByText('a new record')).toBeTruthy();
    cleanup();
    render('/12');
    expect(screen.getByText('record 12')).toBeTruthy();
    cleanup();
    render('/12/edit');
    expect(screen.getByText('editing 12')).toBeTruthy();
    scrollTo.mockRestore();
  });

  it('says not found for an id that is not a positive whole number, and for any other path', () => {
    for (const path of ['/0', '/1.5/edit', '/abc', '/12/more']) {
      render(path);
      expect(screen.getByText('Không tìm thấy trang')).toBeTruthy();
      cleanup();
    }
  });
});
