import { DIGITAL_POSITION_STATUSES, type DigitalPositionStatus } from '@adconsole/api';
import { Button, Select, Stack, Text } from '@adconsole/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../kit/ActionDialog.tsx';

/** A chosen position: its status and the statuses the server's table lets the caller move it to. */
interface Movable {
  status: string;
  targets: readonly DigitalPositionStatus[];
}

/**
 * The targets of the chosen positions: every status the transition table allows from one of
 * their statuses (the rows' `targets`, for the caller's roles), in the spec's order of statuses,
 * each with how many of the chosen positions may take it.
 */
export function changeTargets(positions: readonly Movable[]) {
  return DIGITAL_POSITION_STATUSES.flatMap((status) => {
    const movable = positions.filter((position) => position.targets.includes(status)).length;
    return movable > 0 ? [{ status, movable }] : [];
  });
}

/**
 * The generic change-status step of the campaign management (issue 37; spec 3 §4 names
 * change-status and leaves the transitions to the server): the user picks one of the statuses
 * the chosen positions may move to; the kit's dry run then shows each position's result (the
 * ones that cannot move, refused with the reason) before anything changes.
 */
export function ChangeStatusDialog({
  positions,
  onChoose,
  onClose,
}: {
  positions: readonly Movable[];
  onChoose: (status: DigitalPositionStatus) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const targets = changeTargets(positions);
  const [status, setStatus] = useState<DigitalPositionStatus | null>(targets[0]?.status ?? null);
  const chosen = targets.find((target) => target.status === status);
  return (
    <ActionDialog
      title={t('digital.changeStatus.title')}
      onClose={onClose}
      cancel={t('digital.changeStatus.cancel')}
      actions={
        <Button isDisabled={!status} onPress={() => status && onChoose(status)}>
          {t('digital.changeStatus.preview')}
        </Button>
      }
    >
      <Stack space="medium">
        {targets.length === 0 ? (
          <Text>{t('digital.changeStatus.none')}</Text>
        ) : (
          <Select
            label={t('digital.changeStatus.target')}
            options={targets.map((target) => ({
              id: target.status,
              label: t(`statuses.${target.status}`),
            }))}
            value={status}
            onChange={(value) => setStatus((value as DigitalPositionStatus | null) ?? null)}
          />
        )}
        {chosen && (
          <Text tone="muted">
            {t('digital.changeStatus.movable', {
              count: chosen.movable,
              total: positions.length,
            })}
          </Text>
        )}
      </Stack>
    </ActionDialog>
  );
}
