import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  Button,
  CheckboxField,
  CopyButton,
  FormError,
  RadioGroup,
  SelectField,
  TextArea,
  TextField,
  clearDraft,
  draftKey,
  focusFirstInvalid,
  readDraft,
  useSessionDraft,
  writeDraft,
} from '.';

describe('TextField', () => {
  it('labels its input and ties hint and error to it', () => {
    render(<TextField label="Name" hint="2 to 120 characters" error="Too short" defaultValue="a" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('2 to 120 characters Too short');
  });

  it('is not invalid and has no description without hint or error', () => {
    render(<TextField label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes itself with a live status and keeps a caller-given description', () => {
    render(
      <>
        <p id="extra">Extra</p>
        <TextField label="Slug" status="Available" prefix="/products/" aria-describedby="extra" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveAccessibleDescription('Available Extra');
  });

  it('marks an optional field in its label', () => {
    render(<TextField label="Website" optionalLabel="(optional)" />);
    expect(screen.getByRole('textbox', { name: 'Website (optional)' })).toBeInTheDocument();
  });
});

describe('TextArea, SelectField and CheckboxField', () => {
  it('labels and describes each control', () => {
    render(
      <>
        <TextArea label="Description" error="Too long" value="abc" onChange={() => undefined} maxChars={2} />
        <SelectField
          label="Country"
          placeholder="Choose"
          options={[{ value: 'KR', label: 'South Korea' }]}
          error="Pick one"
        />
        <CheckboxField label="Attribution required" hint="Credit the creator" error="Must be on" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription('Too long');
    expect(screen.getByText('3 / 2')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('option', { name: 'Choose' })).toHaveValue('');
    const checkbox = screen.getByRole('checkbox', { name: 'Attribution required' });
    expect(checkbox).toHaveAccessibleDescription('Credit the creator Must be on');
  });

  it('counts characters as the API does: an emoji is one', () => {
    render(<TextArea label="Note" value=" 🎵🎵 " onChange={() => undefined} maxChars={2000} />);
    expect(screen.getByText('2 / 2000')).toBeInTheDocument();
  });
});

describe('RadioGroup', () => {
  function Flavors({ error }: { error?: string }) {
    const [value, setValue] = useState<'a' | 'b'>('a');
    return (
      <RadioGroup
        name="flavor"
        legend="Flavor"
        value={value}
        onChange={setValue}
        error={error}
        options={[
          { value: 'a', label: 'A', description: 'First' },
          { value: 'b', label: 'B' },
        ]}
      />
    );
  }

  it('is a labelled group of labelled radios that the keyboard can change', async () => {
    const user = userEvent.setup();
    render(<Flavors error="Choose B" />);
    const group = screen.getByRole('radiogroup', { name: 'Flavor' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose B');
    expect(screen.getByRole('radio', { name: 'A First' })).toHaveAccessibleDescription('First');
    await user.click(screen.getByRole('radio', { name: 'B' }));
    expect(screen.getByRole('radio', { name: 'B' })).toBeChecked();
  });

  it('gets focus on its checked option through focusFirstInvalid', () => {
    const { container } = render(<Flavors error="Choose B" />);
    expect(focusFirstInvalid(container)).toBe(true);
    expect(screen.getByRole('radio', { name: 'A First' })).toHaveFocus();
  });
});

describe('focusFirstInvalid', () => {
  it('focuses the first invalid control in document order', () => {
    const { container } = render(
      <form>
        <TextField label="One" />
        <TextField label="Two" error="Bad" />
        <TextField label="Three" error="Bad too" />
      </form>,
    );
    expect(focusFirstInvalid(container)).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Two' })).toHaveFocus();
  });

  it('reports when nothing is invalid', () => {
    const { container } = render(<TextField label="One" />);
    expect(focusFirstInvalid(container)).toBe(false);
    expect(focusFirstInvalid(null)).toBe(false);
  });
});

describe('FormError', () => {
  it('is an alert with its message and detail, and empty without one', () => {
    const { rerender } = render(<FormError />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    rerender(<FormError message="Product creation failed" detail="Slug taken" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Product creation failedSlug taken');
  });
});

describe('Button', () => {
  it('ignores presses while busy but keeps its focus', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = render(
      <Button onClick={onClick} busyLabel="Saving">
        Save
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} busy busyLabel="Saving">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Saving');
  });

  it('defaults to type="button" so it never submits a form by accident', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'button');
  });
});

describe('CopyButton', () => {
  it('copies and says so for 1.5 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    render(<CopyButton text="https://x.test/products/acme" label="Copy" copiedLabel="Copied!" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('https://x.test/products/acme');
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1500);
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    jest.useRealTimers();
  });
});

describe('session drafts', () => {
  const parse = (raw: unknown) =>
    typeof raw === 'object' && raw !== null && typeof (raw as { name?: unknown }).name === 'string'
      ? (raw as { name: string })
      : null;

  it('keys drafts per form and lowercase wallet', () => {
    expect(draftKey('company', '0xABC')).toBe('overdive:draft:company:0xabc');
  });

  it('reads what it wrote, and treats tampered values as no draft', () => {
    const key = draftKey('company', '0xabc');
    writeDraft(key, { name: 'Acme' });
    expect(readDraft(key, parse)).toEqual({ name: 'Acme' });
    window.sessionStorage.setItem(key, '{not json');
    expect(readDraft(key, parse)).toBeNull();
    window.sessionStorage.setItem(key, JSON.stringify({ name: 42 }));
    expect(readDraft(key, parse)).toBeNull();
    clearDraft(key);
    expect(window.sessionStorage.getItem(key)).toBeNull();
  });

  it('keeps one draft per wallet and writes only what the user changed', () => {
    const initial = () => ({ name: '' });
    const keyA = draftKey('company', '0xaaa');
    const keyB = draftKey('company', '0xbbb');
    writeDraft(keyB, { name: 'Bee' });
    const { result, rerender } = renderHook(({ key }) => useSessionDraft(key, initial, parse), {
      initialProps: { key: keyA },
    });
    expect(result.current[0]).toEqual({ name: '' });
    expect(window.sessionStorage.getItem(keyA)).toBeNull();
    act(() => result.current[1]({ name: 'Acme' }));
    expect(JSON.parse(window.sessionStorage.getItem(keyA) ?? 'null')).toEqual({ name: 'Acme' });

    rerender({ key: keyB });
    expect(result.current[0]).toEqual({ name: 'Bee' });
    rerender({ key: keyA });
    expect(result.current[0]).toEqual({ name: 'Acme' });

    act(() => result.current[2]());
    expect(result.current[0]).toEqual({ name: '' });
    expect(window.sessionStorage.getItem(keyA)).toBeNull();
    expect(window.sessionStorage.getItem(keyB)).not.toBeNull();
  });
});
