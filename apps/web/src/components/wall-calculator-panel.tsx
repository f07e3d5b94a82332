import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blockEnter } from '../lib/block-enter';
import { formatNumber } from '../lib/format';
import { metresText, type PatternMatch, percentText } from '../lib/wall-calculator';
import {
  type CalculatorFields,
  type CalculatorItem,
  emptyOpening,
  emptyWall,
  evaluate,
  type FieldProblem,
  initialFields,
  type OpeningKind,
} from '../lib/wall-calculator-form';
import { type Icon, IconDoor, IconPlus, type IconProps, IconTrash, IconWindow } from './icons';
import { SidePanel } from './side-panel';

interface WallCalculatorPanelProps {
  opened: boolean;
  /** The item it was opened for: its repeat and match are filled in; null for none. */
  item: CalculatorItem | null;
  onClose: () => void;
  /** Puts the rolls needed in the form that opened the panel; absent, the panel only calculates. */
  onUse?: (rolls: number) => void;
}

const MATCHES: PatternMatch[] = ['straight', 'offset', 'free'];

const openingIcons: Record<OpeningKind, Icon> = { door: IconDoor, window: IconWindow };

function OpeningIcon({ kind, ...props }: { kind: OpeningKind } & IconProps) {
  const Glyph = openingIcons[kind];
  return <Glyph {...props} />;
}

/** A wall's buttons that add a door or a window, and what they say (named after the wall for a reader). */
const openingAdds = [
  { kind: 'door', label: 'wallCalculator.addDoor', labelFor: 'wallCalculator.addDoorTo' },
  { kind: 'window', label: 'wallCalculator.addWindow', labelFor: 'wallCalculator.addWindowTo' },
] as const satisfies readonly { kind: OpeningKind; label: string; labelFor: string }[];

/**
 * The wall and roll calculator (lib/wall-calculator.ts): walls with their doors and windows, the roll
 * and its pattern → the rolls needed, the strips, the drop length and the waste, live as the user types.
 * What was typed stays while the panel is closed and opened again for the same item.
 */
export function WallCalculatorPanel({ opened, item, onClose, onUse }: WallCalculatorPanelProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<CalculatorFields>(() => initialFields(item));
  const [itemCode, setItemCode] = useState(item?.code ?? null);
  /** Fields left once: an empty one among them says it must be filled in. */
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set());
  const resultId = useId();

  // Another item starts afresh, with its own repeat and match.
  useEffect(() => {
    if (opened && (item?.code ?? null) !== itemCode) {
      setFields(initialFields(item));
      setItemCode(item?.code ?? null);
      setVisited(new Set());
    }
  }, [opened, item, itemCode]);

  const { result, problems } = evaluate(fields);

  const messageOf = (path: string, text: string): string | undefined => {
    const problem: FieldProblem | undefined = problems[path];
    if (problem) return problemText(problem);
    return visited.has(path) && text.trim() === '' ? t('wallCalculator.errors.required') : undefined;
  };
  const problemText = (problem: FieldProblem) =>
    t(`wallCalculator.errors.${problem.code}`, {
      drop: problem.dropMm === undefined ? '' : formatMetres(problem.dropMm),
    });

  const field = (
    path: string,
    label: string,
    value: string,
    onChange: (text: string) => void,
    extra?: { ariaLabel?: string },
  ) => {
    const error = messageOf(path, value);
    return (
      <TextInput
        label={label}
        value={value}
        inputMode="decimal"
        autoComplete="off"
        aria-label={extra?.ariaLabel}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={() => setVisited((current) => new Set(current).add(path))}
        error={error}
        aria-invalid={error ? true : undefined}
        data-field={path}
      />
    );
  };

  const setWall = (index: number, change: Partial<CalculatorFields['walls'][number]>) =>
    setFields((current) => ({
      ...current,
      walls: current.walls.map((wall, w) => (w === index ? { ...wall, ...change } : wall)),
    }));

  const setOpening = (wallIndex: number, openingIndex: number, change: { width?: string; height?: string }) =>
    setFields((current) => ({
      ...current,
      walls: current.walls.map((wall, w) =>
        w === wallIndex
          ? {
              ...wall,
              openings: wall.openings.map((opening, o) =>
                o === openingIndex ? { ...opening, ...change } : opening,
              ),
            }
          : wall,
      ),
    }));

  const addOpening = (wallIndex: number, kind: OpeningKind) =>
    setFields((current) => ({
      ...current,
      walls: current.walls.map((wall, w) =>
        w === wallIndex ? { ...wall, openings: [...wall.openings, emptyOpening(kind)] } : wall,
      ),
    }));

  const removeOpening = (wallIndex: number, openingIndex: number) =>
    setFields((current) => ({
      ...current,
      walls: current.walls.map((wall, w) =>
        w === wallIndex ? { ...wall, openings: wall.openings.filter((_, o) => o !== openingIndex) } : wall,
      ),
    }));

  const openingName = (
    kind: OpeningKind,
    wallOpenings: CalculatorFields['walls'][number]['openings'],
    index: number,
  ) => {
    const number = wallOpenings.slice(0, index + 1).filter((opening) => opening.kind === kind).length;
    return t(kind === 'door' ? 'wallCalculator.door' : 'wallCalculator.window', { number });
  };

  const wallsProblem = problems.walls ? problemText(problems.walls) : undefined;

  return (
    <SidePanel opened={opened} onClose={onClose} title={t('wallCalculator.title')} size="xl">
      <Stack gap="md" onKeyDown={blockEnter}>
        {item ? (
          <Text size="sm">
            <Text span c="dimmed">
              {t('wallCalculator.item')}:{' '}
            </Text>
            <Text span fw={600}>
              {item.code}
            </Text>{' '}
            {item.name}
          </Text>
        ) : null}

        <Box component="section" aria-labelledby={`${resultId}-roll`}>
          <Title order={3} size="h5" id={`${resultId}-roll`} mb="xs">
            {t('wallCalculator.roll')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
            {field('rollWidth', t('wallCalculator.rollWidth'), fields.rollWidth, (text) =>
              setFields((current) => ({ ...current, rollWidth: text })),
            )}
            {field('rollLength', t('wallCalculator.rollLength'), fields.rollLength, (text) =>
              setFields((current) => ({ ...current, rollLength: text })),
            )}
            {field('repeat', t('wallCalculator.repeat'), fields.repeat, (text) =>
              setFields((current) => ({ ...current, repeat: text })),
            )}
            <NativeSelect
              label={t('wallCalculator.match')}
              value={fields.match}
              data={MATCHES.map((match) => ({ value: match, label: t(`wallCalculator.matches.${match}`) }))}
              onChange={(event) => {
                const match = event.currentTarget.value as PatternMatch;
                setFields((current) => ({ ...current, match }));
              }}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt={6}>
            {t('wallCalculator.rollHint')}
          </Text>
        </Box>

        <Box component="section" aria-labelledby={`${resultId}-walls`}>
          <Title order={3} size="h5" id={`${resultId}-walls`} mb="xs">
            {t('wallCalculator.walls')}
          </Title>
          <Stack gap="sm">
            {fields.walls.map((wall, w) => {
              const wallName = t('wallCalculator.wall', { number: w + 1 });
              const openingsProblem = problems[`walls.${w}.openings`];
              return (
                <Paper
                  key={wall.key}
                  withBorder
                  p="sm"
                  radius="sm"
                  role="group"
                  aria-labelledby={`${wall.key}-name`}
                >
                  <Group justify="space-between" mb={4} wrap="nowrap">
                    <Text fw={600} size="sm" id={`${wall.key}-name`}>
                      {wallName}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      disabled={fields.walls.length === 1}
                      onClick={() =>
                        setFields((current) => ({
                          ...current,
                          walls: current.walls.filter((_, i) => i !== w),
                        }))
                      }
                      aria-label={t('wallCalculator.removeWall', { name: wallName })}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                  <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
                    {field(`walls.${w}.width`, t('wallCalculator.width'), wall.width, (text) =>
                      setWall(w, { width: text }),
                    )}
                    {field(`walls.${w}.height`, t('wallCalculator.height'), wall.height, (text) =>
                      setWall(w, { height: text }),
                    )}
                  </SimpleGrid>
                  {wall.openings.map((opening, o) => {
                    const name = openingName(opening.kind, wall.openings, o);
                    return (
                      <Box
                        key={opening.key}
                        mt="xs"
                        pl="sm"
                        role="group"
                        aria-labelledby={`${opening.key}-name`}
                        style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}
                      >
                        <Group justify="space-between" gap="xs" wrap="nowrap">
                          <Group gap={6} wrap="nowrap">
                            <OpeningIcon kind={opening.kind} size={16} aria-hidden />
                            <Text size="sm" fw={500} id={`${opening.key}-name`}>
                              {name}
                            </Text>
                          </Group>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            onClick={() => removeOpening(w, o)}
                            aria-label={t('wallCalculator.removeOpening', { name: `${name} (${wallName})` })}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Group>
                        {/* The short visible label is part of the field's name, which says whose it is. */}
                        <SimpleGrid cols={2} spacing="sm">
                          {field(
                            `walls.${w}.openings.${o}.width`,
                            t('wallCalculator.width'),
                            opening.width,
                            (text) => setOpening(w, o, { width: text }),
                            { ariaLabel: t('wallCalculator.openingWidth', { name }) },
                          )}
                          {field(
                            `walls.${w}.openings.${o}.height`,
                            t('wallCalculator.height'),
                            opening.height,
                            (text) => setOpening(w, o, { height: text }),
                            { ariaLabel: t('wallCalculator.openingHeight', { name }) },
                          )}
                        </SimpleGrid>
                      </Box>
                    );
                  })}
                  {openingsProblem ? (
                    <Text size="sm" c="red" mt={4} role="alert">
                      {problemText(openingsProblem)}
                    </Text>
                  ) : null}
                  <Group gap="xs" mt="xs">
                    {openingAdds.map(({ kind, label, labelFor }) => (
                      <Button
                        key={kind}
                        size="xs"
                        variant="light"
                        leftSection={<OpeningIcon kind={kind} size={14} />}
                        onClick={() => addOpening(w, kind)}
                        aria-label={t(labelFor, { name: wallName })}
                      >
                        {t(label)}
                      </Button>
                    ))}
                  </Group>
                </Paper>
              );
            })}
            {wallsProblem ? (
              <Text size="sm" c="red" role="alert">
                {wallsProblem}
              </Text>
            ) : null}
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() => setFields((current) => ({ ...current, walls: [...current.walls, emptyWall()] }))}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('wallCalculator.addWall')}
            </Button>
          </Stack>
        </Box>

        <Paper
          withBorder
          p="sm"
          radius="sm"
          bg="var(--mantine-color-gray-0)"
          aria-labelledby={`${resultId}-result`}
          component="section"
        >
          <Title order={3} size="h5" id={`${resultId}-result`} mb="xs">
            {t('wallCalculator.result')}
          </Title>
          <Box aria-live="polite" aria-atomic>
            {result ? (
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
                <Figure label={t('wallCalculator.rolls')} isStrong testId="wall-calculator-rolls">
                  {result.rolls}
                </Figure>
                <Figure label={t('wallCalculator.strips')}>{result.strips}</Figure>
                <Figure label={t('wallCalculator.dropLength')}>
                  {result.groups.map((group) => (
                    <div key={group.dropMm}>
                      {t('wallCalculator.dropValue', {
                        length: formatMetres(group.dropMm),
                        perRoll: group.stripsPerRoll,
                      })}
                    </div>
                  ))}
                </Figure>
                <Figure label={t('wallCalculator.waste')}>
                  {t('wallCalculator.wasteValue', {
                    length: formatNumber(metresText(result.wasteMm)),
                    percent: formatNumber(percentText(result.wasteBasisPoints), 1),
                  })}
                </Figure>
              </SimpleGrid>
            ) : null}
            {result && result.pieceRolls > 0 ? (
              <Text size="sm" c="dimmed" mt="xs">
                {t('wallCalculator.pieceRolls', { rolls: result.pieceRolls })}
              </Text>
            ) : null}
            {result ? null : (
              <Text size="sm" c="dimmed">
                {t(
                  Object.keys(problems).length > 0
                    ? 'wallCalculator.hasProblems'
                    : 'wallCalculator.incomplete',
                )}
              </Text>
            )}
          </Box>
        </Paper>

        <Text size="xs" c="dimmed">
          {t('wallCalculator.method')}
        </Text>

        {result && result.rolls === 0 ? (
          <Alert color="yellow" variant="light">
            {t('wallCalculator.nothingToCover')}
          </Alert>
        ) : null}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          {onUse && result && result.rolls > 0 ? (
            <Button onClick={() => onUse(result.rolls)}>
              {t('wallCalculator.use', { rolls: result.rolls })}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </SidePanel>
  );
}

/** Metres with 2 decimals, or 3 when a millimetre counts (a half repeat): "2,60", "2,915". */
function formatMetres(mm: number): string {
  const text = metresText(mm);
  return formatNumber(text, text.length - text.indexOf('.') - 1);
}

function Figure({
  label,
  children,
  isStrong = false,
  testId,
}: {
  label: string;
  children: ReactNode;
  isStrong?: boolean;
  testId?: string;
}) {
  return (
    <Box>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text
        component="div"
        size={isStrong ? 'xl' : 'sm'}
        fw={isStrong ? 700 : 600}
        data-testid={testId}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {children}
      </Text>
    </Box>
  );
}
