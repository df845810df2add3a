import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageSlots, reachableSlots } from './Pagination';

const labels = {
  nav: 'Pages of orders',
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
  position: (page: number, count: number) => `Page ${page} of ${count}`,
};

describe('pageSlots', () => {
  it('lists every page up to 7', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows first, last and the neighbours of the current page with gaps', () => {
    expect(pageSlots(1, 500)).toEqual([1, 2, 3, 4, 5, 'gap', 500]);
    expect(pageSlots(250, 500)).toEqual([1, 'gap', 249, 250, 251, 'gap', 500]);
    expect(pageSlots(500, 500)).toEqual([1, 'gap', 496, 497, 498, 499, 500]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageSlots(4, 500)).toEqual([1, 2, 3, 4, 5, 'gap', 500]);
    expect(pageSlots(497, 500)).toEqual([1, 'gap', 496, 497, 498, 499, 500]);
  });
});

describe('reachableSlots', () => {
  it('numbers the reachable pages and marks the rest with gaps', () => {
    expect(reachableSlots(3, 50_000, 100)).toEqual([1, 2, 3, 4, 5, 'gap', 100, 'gap']);
    expect(reachableSlots(101, 50_000, 100)).toEqual([1, 'gap', 96, 97, 98, 99, 100, 101, 'gap']);
    expect(reachableSlots(140, 140, 100)).toEqual([1, 'gap', 96, 97, 98, 99, 100, 'gap', 140]);
    expect(reachableSlots(4, 7, 100)).toEqual(pageSlots(4, 7));
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(
      <Pagination page={1} pageCount={1} onPageChange={jest.fn()} labels={labels} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('is a labelled navigation with the current page marked, and moves by button', async () => {
    const onPageChange = jest.fn();
    render(<Pagination page={2} pageCount={10} onPageChange={onPageChange} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onPageChange).toHaveBeenLastCalledWith(10);
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(
      <Pagination page={1} pageCount={3} onPageChange={jest.fn()} labels={labels} />,
    );
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    rerender(<Pagination page={3} pageCount={3} onPageChange={jest.fn()} labels={labels} />);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('steps past the reachable pages with Next, as long as the list has one', async () => {
    const onPageChange = jest.fn();
    const { rerender } = render(
      <Pagination
        page={100}
        pageCount={50_000}
        reachable={100}
        hasNext
        onPageChange={onPageChange}
        labels={labels}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Page 50000' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPageChange).toHaveBeenLastCalledWith(101);
    rerender(
      <Pagination
        page={101}
        pageCount={50_000}
        reachable={100}
        hasNext={false}
        onPageChange={onPageChange}
        labels={labels}
      />,
    );
    expect(screen.getByRole('button', { name: 'Page 101' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });
});
