/** One select per order field, listing the file's headers; phone and order number are required. */
import { SelectField } from '../ui/select-field';
import { ORDER_COLUMNS, type ColumnMapping } from '../../utils/orders/columns';
import { useTranslation } from '../ui/use-i18n';

const REQUIRED = new Set(['phone', 'orderNumber']);

export function ColumnMappingFields(props: {
  headers: string[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}) {
  const { headers, mapping } = props;
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('ordersColumnNone') },
    ...headers.map((header, index) => ({
      value: String(index),
      label: header || `#${index + 1}`,
    })),
  ];
  return (
    <fieldset class="orders-fieldset">
      <legend>{t('ordersColumnsHeading')}</legend>
      <p class="db-hint">{t('ordersColumnsHint')}</p>
      <div class="orders-grid">
        {ORDER_COLUMNS.map((column) => (
          <SelectField
            key={column}
            id={`orders-column-${column}`}
            label={t(`ordersColumn.${column}`)}
            value={mapping[column] === null ? '' : String(mapping[column])}
            options={options}
            error={
              REQUIRED.has(column) && mapping[column] === null
                ? t('ordersColumnRequired')
                : undefined
            }
            onChange={(value) =>
              props.onChange({ ...mapping, [column]: value === '' ? null : Number(value) })
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
