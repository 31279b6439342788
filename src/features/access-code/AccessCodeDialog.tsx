import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { AccessCodeKind } from '../../../machines/access-code/index.ts';
import { inspect } from '../../adapters/inspection.ts';
import { provideAccessCode } from '../../adapters/access-code.ts';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { AccessCodeView } from './AccessCodeView.tsx';

/** The modals' titles (spec 1 §2). */
export const accessCodeTitles: Record<AccessCodeKind, string> = { rep: 'Access Code', group: 'Employee Enrollment' };

function AccessCodeBody({ kind }: { kind: AccessCodeKind }) {
  const [machine] = useState(provideAccessCode);
  const actor = useActorRef(machine, { input: { kind }, inspect });
  return <AccessCodeView actor={actor} />;
}

/** The Access Code or Employee Enrollment modal; each opening starts a fresh machine. */
export default function AccessCodeDialog({ kind, open, onOpenChange }: { kind: AccessCodeKind; open: boolean; onOpenChange: (details: { open: boolean }) => void }) {
  return (
    <ModalDialog open={open} onClose={() => onOpenChange({ open: false })} title={accessCodeTitles[kind]} fresh>
      <AccessCodeBody kind={kind} />
    </ModalDialog>
  );
}
