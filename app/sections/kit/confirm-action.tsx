import { useState } from "react";
import { Button } from "react-aria-components/Button";

import { KitModal } from "~/components/kit/modal";

export interface ConfirmActionProps {
  /** The opener's label. */
  button: string;
  dialogTitle: string;
  dialogText: string;
  cancel: string;
  confirm: string;
  /** What the page says once confirmed (a sample does nothing more). */
  done: string;
}

/**
 * A destructive action behind a confirmation dialog (React Aria modal: focus stays inside,
 * Escape cancels, focus returns to the opener); the outcome is announced on the page.
 */
export function ConfirmAction({
  button,
  dialogTitle,
  dialogText,
  cancel,
  confirm,
  done,
}: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  return (
    <>
      <Button className="kit-btn kit-btn-outline acct-danger" onPress={() => setOpen(true)}>
        {button}
      </Button>
      <p className="acct-status" role="status">
        {result}
      </p>
      <KitModal isOpen={open} onOpenChange={setOpen} title={dialogTitle} className="acct-confirm">
        <p>{dialogText}</p>
        <div className="kit-actions">
          <Button
            className="kit-btn acct-danger-solid"
            onPress={() => {
              setResult(done);
              setOpen(false);
            }}
          >
            {confirm}
          </Button>
          <Button slot="close" className="kit-btn kit-btn-outline">
            {cancel}
          </Button>
        </div>
      </KitModal>
    </>
  );
}
