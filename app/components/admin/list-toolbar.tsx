import { Download, FileArchive, Search } from "lucide-react";
import { Form, useNavigation, useSubmit } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";

export type StatusChoice = { value: string; label: string };

/**
 * The search (and status filter) of a back-office list: a GET form, so the
 * filters live in the URL and the server does the searching (docs/product/accounts-and-back-office.md#lists).
 * The export link sends the same filters to the CSV endpoint.
 */
export function ListToolbar(props: {
  searchLabel: string;
  placeholder: string;
  q: string;
  status?: { value: string; choices: readonly StatusChoice[] };
  /** More filters beside the status (e.g. the bookings' refund status), each a select of its own. */
  filters?: readonly { name: string; label: string; value: string; choices: readonly StatusChoice[] }[];
  /** A period of whole days (`from`, `to`: 'YYYY-MM-DD' or ""), each a date field of its own. */
  period?: { from: string; to: string };
  exportHref: string;
  /** Another download beside the CSV (the invoices' ZIP); without `href`, why it is not offered. */
  otherDownload?: { label: string; href: string | null; hint: string };
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.search !== undefined;
  const locale = { locale: useLanguage() };
  // The files are made for a French Excel (server/csv/csv.server.ts).
  const exportHint = m.admin_list_export_hint({}, locale);
  return (
    <div className="mb-4 flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end md:justify-between">
      <Form method="get" role="search" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="list-search">{props.searchLabel}</Label>
          <Input
            id="list-search"
            name="q"
            type="search"
            defaultValue={props.q}
            placeholder={props.placeholder}
            className="sm:w-72 lg:w-48"
          />
        </div>
        {props.status ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="list-status">{m.admin_list_status({}, locale)}</Label>
            <Select
              id="list-status"
              name="status"
              defaultValue={props.status.value}
              onChange={(event) => void submit(event.currentTarget.form)}
              className="sm:w-auto"
            >
              {props.status.choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        {props.filters?.map((filter) => (
          <div key={filter.name} className="flex flex-col gap-1.5">
            <Label htmlFor={`list-${filter.name}`}>{filter.label}</Label>
            <Select
              id={`list-${filter.name}`}
              name={filter.name}
              defaultValue={filter.value}
              onChange={(event) => void submit(event.currentTarget.form)}
              className="sm:w-auto"
            >
              {filter.choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Select>
          </div>
        ))}
        {props.period ? (
          <>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="list-from">{m.admin_list_from({}, locale)}</Label>
              <Input
                id="list-from"
                name="from"
                type="date"
                defaultValue={props.period.from}
                className="sm:w-44"
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="list-to">{m.admin_list_to({}, locale)}</Label>
              <Input id="list-to" name="to" type="date" defaultValue={props.period.to} className="sm:w-44" />
            </div>
          </>
        ) : null}
        <Button type="submit" variant="outline" size="sm" className="h-11" disabled={searching}>
          <Search aria-hidden="true" />
          {m.admin_list_search({}, locale)}
        </Button>
      </Form>
      {/* Pushed to the right edge also when a long form wraps it onto a line of its own. */}
      {/* Narrow, its hint wrapping: it stays on the filters' row at 1280 px. */}
      <div className="flex flex-col gap-1 md:ml-auto md:max-w-44 md:items-end md:text-right">
        <a
          href={props.exportHref}
          download
          title={exportHint}
          aria-describedby="list-export-hint"
          className={buttonVariants({ size: "sm", className: "h-11" })}
        >
          <Download aria-hidden="true" />
          {m.admin_list_export({}, locale)}
        </a>
        <p id="list-export-hint" className="text-xs text-muted-foreground">
          {exportHint}
        </p>
        {props.otherDownload ? (
          <>
            {props.otherDownload.href ? (
              <a
                href={props.otherDownload.href}
                download
                aria-describedby="list-other-download-hint"
                className={buttonVariants({ variant: "outline", size: "sm", className: "mt-2 h-11" })}
              >
                <FileArchive aria-hidden="true" />
                {props.otherDownload.label}
              </a>
            ) : (
              <Button
                variant="outline"
                size="sm"
                className="mt-2 h-11"
                disabled
                aria-describedby="list-other-download-hint"
              >
                <FileArchive aria-hidden="true" />
                {props.otherDownload.label}
              </Button>
            )}
            <p id="list-other-download-hint" className="max-w-xs text-xs text-muted-foreground md:text-right">
              {props.otherDownload.hint}
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}
