import { Button, Card, DataList, Stack, Text } from '@chakra-ui/react';
import { Field, NativeSelect } from '../../ui/chakra.tsx';
import { useSelector } from '@xstate/react';
import { cartTierLabel } from '../../../contract/index.ts';
import { type CartActor } from './cart-actor.ts';
import { money } from '../../ui/money.ts';

/** Order Info (spec 1 §2): effective date, non-removable items, costs, and the cart's two actions. */
export function OrderInfo({ actor }: { actor: CartActor }) {
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const idle = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
  const checkingOut = useSelector(actor, (snapshot) => snapshot.hasTag('checkingOut'));
  const fixedItems = context.lines.filter((line) => line.removable === 0);
  const rows: [string, string][] = [
    ...(context.tier ? [['Tier', cartTierLabel(context.tier, context.hasPremierPlan)] as [string, string]] : []),
    ...fixedItems.map((line): [string, string] => [line.plan_name, money.format(line.price)]),
    ['First Month Cost', money.format(context.initialMonthCost)],
    ['Recurring Cost', money.format(context.recurringMonthCost)],
    ['Total Cost', money.format(context.initialMonthCost)],
  ];
  return (
    <Card.Root as="section" aria-labelledby="order-info-title">
      <Card.Header>
        <Card.Title id="order-info-title" as="h2">
          Order Info
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Field.Root invalid={context.effectiveDateError !== null}>
            <Field.Label>Effective Date</Field.Label>
            <NativeSelect.Root disabled={!idle}>
              <NativeSelect.Field value={context.effectiveDate} onChange={(event) => actor.send({ type: 'user.selectDate', date: event.currentTarget.value })}>
                {context.effectiveDates.map((date) => (
                  <option key={date} value={date}>
                    {date}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{context.effectiveDateError}</Field.ErrorText>
          </Field.Root>
          <DataList.Root orientation="horizontal">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue justifyContent="end">
                  <Text fontWeight={label === 'Total Cost' ? 'bold' : undefined}>{value}</Text>
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <Button colorPalette="brand" loading={checkingOut} loadingText="Checking out" disabled={!idle && !checkingOut} onClick={() => actor.send({ type: 'user.proceed' })}>
            Proceed to Enrollment
          </Button>
          {context.offersQuote && (
            <Button variant="outline" colorPalette="brand" disabled={!idle} onClick={() => actor.send({ type: 'user.openQuote' })}>
              Send Personalized Quote
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
