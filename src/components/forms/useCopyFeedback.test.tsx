import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyButton } from './CopyButton';
import { copiedFeedbackMs, useCopyFeedback, writeClipboard } from './useCopyFeedback';

function stubClipboard(writeText: jest.Mock | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

/** jsdom has no execCommand; give it one that answers `works`. */
function stubExecCommand(works: boolean) {
  const execCommand = jest.fn(() => works);
  Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
  return execCommand;
}

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(document, 'execCommand');
});

describe('writeClipboard', () => {
  it('uses the Clipboard API when it works', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    const execCommand = stubExecCommand(true);
    await expect(writeClipboard('0xabc')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('0xabc');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a selection copy when the API refuses, leaves no textarea and keeps the focus', async () => {
    stubClipboard(jest.fn().mockRejectedValue(new Error('denied')));
    const execCommand = stubExecCommand(true);
    render(<button type="button">Copy</button>);
    const button = screen.getByRole('button');
    button.focus();
    await expect(writeClipboard('0xabc')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('answers false when neither way copies', async () => {
    stubClipboard(undefined);
    stubExecCommand(false);
    await expect(writeClipboard('0xabc')).resolves.toBe(false);
  });
});

describe('useCopyFeedback', () => {
  it('says copied for 1.5 s after a write that worked, restarting on a second copy', async () => {
    jest.useFakeTimers();
    stubClipboard(jest.fn().mockResolvedValue(undefined));
    const { result } = renderHook(() => useCopyFeedback());
    await act(async () => result.current.copy('a'));
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(copiedFeedbackMs - 500));
    await act(async () => result.current.copy('a'));
    act(() => jest.advanceTimersByTime(copiedFeedbackMs - 1));
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('stays quiet after a failed write, unless asked to confirm it anyway (the wallet kit)', async () => {
    stubClipboard(jest.fn().mockRejectedValue(new Error('denied')));
    stubExecCommand(false);
    const quiet = renderHook(() => useCopyFeedback());
    await act(async () => quiet.result.current.copy('a'));
    expect(quiet.result.current.copied).toBe(false);

    const kit = renderHook(() => useCopyFeedback({ confirmFailedWrites: true }));
    act(() => kit.result.current.copy('a'));
    // At once, before the clipboard answers.
    expect(kit.result.current.copied).toBe(true);
  });

  it('CopyButton does not claim a copy that failed', async () => {
    stubClipboard(jest.fn().mockRejectedValue(new Error('denied')));
    stubExecCommand(false);
    render(<CopyButton text="x" label="Copy" copiedLabel="Copied!" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
  });
});
