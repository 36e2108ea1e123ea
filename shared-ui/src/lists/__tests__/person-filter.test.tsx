import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '../../testing';
import { ItemFilter, PersonFilter, type FilterItem } from '../person-filter';

const PEOPLE: FilterItem[] = [
  { id: 1, name: 'Ada Lovelace' },
  { id: 2, name: 'Alan Turing' },
  { id: 3, name: 'Grace Hopper' },
];

function Filtered({ people = PEOPLE, failed = false, onChange }: { people?: FilterItem[]; failed?: boolean; onChange: (id: number | undefined) => void }) {
  const [value, setValue] = useState<number>();
  return (
    <PersonFilter
      placeholder="Anyone"
      people={people}
      failed={failed}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

test('a person is chosen by typing part of the name, and clearing gives undefined', async () => {
  const user = userEvent.setup({ delay: null });
  const onChange = jest.fn();
  await renderWithPortal(<Filtered onChange={onChange} />);
  const select = screen.getByRole('combobox', { name: 'Filter by person' });
  expect(screen.getByText('Anyone')).toBeInTheDocument();

  await user.type(select, 'hop');
  expect(screen.queryByTitle('Ada Lovelace')).not.toBeInTheDocument();
  await user.click(await screen.findByTitle('Grace Hopper'));
  expect(onChange).toHaveBeenLastCalledWith(3);

  await user.click(screen.getByLabelText('close-circle'));
  expect(onChange).toHaveBeenLastCalledWith(undefined);
  expect(screen.getByText('Anyone')).toBeInTheDocument();
});

test('the open list says when nobody matches, and when the people could not be loaded', async () => {
  const user = userEvent.setup({ delay: null });
  const { unmount } = await renderWithPortal(<Filtered onChange={jest.fn()} />);
  await user.type(screen.getByRole('combobox', { name: 'Filter by person' }), 'zzz');
  expect(await screen.findByText('No people found')).toBeInTheDocument();
  unmount();

  await renderWithPortal(<Filtered people={[]} failed onChange={jest.fn()} />);
  await user.click(screen.getByRole('combobox', { name: 'Filter by person' }));
  expect(await screen.findByText('Failed to load people')).toBeInTheDocument();
});

test('ItemFilter names what it filters by and what its items are', async () => {
  const user = userEvent.setup({ delay: null });
  const onChange = jest.fn();
  await renderWithPortal(
    <ItemFilter label="Filter by client" placeholder="All clients" noun="clients" items={[{ id: 7, name: 'Globex' }]} value={undefined} onChange={onChange} />,
  );
  await user.click(screen.getByRole('combobox', { name: 'Filter by client' }));
  await user.click(await screen.findByTitle('Globex'));
  expect(onChange).toHaveBeenCalledWith(7);
});
