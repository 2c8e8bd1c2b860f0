import { type PrintKind, type PrintPlaceholder, printPlaceholders } from '@clinic/domain';
import type { TranslationKey } from '@clinic/i18n';
import { IconButton, toast, useT } from '@clinic/ui';
import * as styles from './PrintTemplates.css';

// The placeholders a clinic's .docx may use, as docxtemplater reads them: `{path}` for a value and
// `{#loop}…{/loop}` around what repeats per item. Their descriptions live in packages/i18n printTemplates,
// keyed by path (`paths.patient.fullName`); a loop's fields differ per kind, so loops are keyed by kind too.

/** The translation key of a value placeholder's description. */
export const placeholderKey = (path: string) => `printTemplates.paths.${path}` as TranslationKey;

/** The translation key of a loop's description (no field) or of one field of its items. */
export const loopKey = (kind: PrintKind, loop: string, field = 'title') =>
  `printTemplates.loops.${kind}.${loop}.${field}` as TranslationKey;

export const valueText = (path: string) => `{${path}}`;
export const loopTexts = (path: string) => ({ open: `{#${path}}`, close: `{/${path}}` });

function CopyButton({ text }: { text: string }) {
  const { t } = useT();
  const copy = async () => {
    // No clipboard outside a secure context (plain http on a LAN address): the text stays selectable to copy.
    await navigator.clipboard?.writeText(text);
    toast.success(t('printTemplates.copied', { placeholder: text }));
  };
  return (
    <IconButton
      icon="clipboard"
      size="xs"
      variant="ghost"
      aria-label={t('printTemplates.copy', { placeholder: text })}
      onClick={() => void copy().catch(() => undefined)}
    />
  );
}

function Placeholder({ kind, placeholder }: { kind: PrintKind; placeholder: PrintPlaceholder }) {
  const { t } = useT();
  if (!placeholder.fields) {
    const text = valueText(placeholder.path);
    return (
      <li className={styles.placeholder}>
        <code className={styles.code}>{text}</code>
        <span>{t(placeholderKey(placeholder.path))}</span>
        <CopyButton text={text} />
      </li>
    );
  }
  const { open, close } = loopTexts(placeholder.path);
  return (
    <li>
      <div className={styles.placeholder}>
        <code className={styles.code}>{`${open}…${close}`}</code>
        <span>
          {t(loopKey(kind, placeholder.path))}. {t('printTemplates.loop', { open, close })}
        </span>
        <CopyButton text={`${open}${close}`} />
      </div>
      <ul className={styles.loopFields}>
        {placeholder.fields.map((field) => (
          <li key={field} className={styles.placeholder}>
            <code className={styles.code}>{valueText(field)}</code>
            <span>{t(loopKey(kind, placeholder.path, field))}</span>
            <CopyButton text={valueText(field)} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The expandable list of one kind's placeholders (closed at first: five lists would fill the screen). */
export function PrintTemplatesPlaceholders({ kind }: { kind: PrintKind }) {
  const { t } = useT();
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>
        {t('printTemplates.placeholders', { kind: t(`printTemplates.kinds.${kind}`) })}
      </summary>
      <ul className={styles.placeholders}>
        {printPlaceholders[kind].map((placeholder) => (
          <Placeholder key={placeholder.path} kind={kind} placeholder={placeholder} />
        ))}
      </ul>
    </details>
  );
}
