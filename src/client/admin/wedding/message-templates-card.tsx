/**
 * The couple's wording of the invitation and the reminder, in English and Hindi (GET/PUT /api/admin/message-templates).
 * Each household gets the one in its language, with the placeholders filled (Guest List tab, "Send on WhatsApp").
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { KIND_LABELS, LANGUAGE_LABELS, MESSAGE_KINDS, PLACEHOLDERS } from "../../../shared/message-templates";
import type { MessageTemplate } from "../../../shared/schemas/message-templates";
import { trpc, trpcClient } from "../../trpc";
import { Button } from "../../ui/button";
import { Card, CardBody, CardHeader } from "../../ui/card";
import { Textarea } from "../../ui/input";
import { ErrorState, Spinner } from "../../ui/states";
import { messageOf, toastSuccess } from "../admin-api";

const PLACEHOLDER_HINTS: Record<(typeof PLACEHOLDERS)[number], string> = {
  name: "the household's name",
  link: "its own invitation link",
  couple: "your first names",
  dates: "the wedding's days",
  deadline: "the reply-by date (a line with it is left out while none is set)",
};

function TemplateEditor({ template }: { template: MessageTemplate }) {
  const id = useId();
  const [body, setBody] = useState(template.body);
  const [error, setError] = useState<string | null>(null);
  const label = `${KIND_LABELS[template.kind]} in ${LANGUAGE_LABELS[template.language]}`;
  const save = useMutation({
    mutationFn: (next: string | null) => trpcClient.admin.saveMessageTemplate.mutate({ kind: template.kind, language: template.language, body: next }),
    onSuccess: (_, next) => {
      setError(null);
      toastSuccess(next === null ? `${label}: back to the written default` : `${label} saved`);
    },
    onError: (e) => setError(messageOf(e, `Could not save the ${label.toLowerCase()}. Please try again.`)),
  });
  return (
    <div className="grid content-start gap-2">
      <label htmlFor={id} className="flex items-baseline justify-between gap-2 text-sm font-medium text-ink">
        {LANGUAGE_LABELS[template.language]}
        {template.isDefault ? <span className="text-xs font-normal text-muted">Written default</span> : null}
      </label>
      <Textarea
        id={id}
        lang={template.language}
        rows={11}
        value={body}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setBody(e.target.value)}
        className="font-[inherit] text-sm leading-relaxed"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-nonveg">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {!template.isDefault ? (
          <Button variant="outline" size="sm" disabled={save.isPending} onClick={() => save.mutate(null)}>
            Use the written default
          </Button>
        ) : null}
        <Button size="sm" loading={save.isPending && save.variables !== null} disabled={body === template.body} onClick={() => save.mutate(body)}>
          Save {LANGUAGE_LABELS[template.language]}
        </Button>
      </div>
    </div>
  );
}

export function MessageTemplatesCard() {
  const templates = useQuery(trpc.admin.messageTemplates.queryOptions());
  return (
    <Card>
      <CardHeader
        title="Invitation Messages"
        description="What “Send on WhatsApp” writes to each household on the Guest List, in the household's language. You send it from your own WhatsApp."
      />
      <CardBody className="grid gap-6">
        <p className="text-xs text-muted">
          Placeholders:{" "}
          {PLACEHOLDERS.map((p, i) => (
            <span key={p}>
              <code className="rounded bg-line/60 px-1 text-ink">{`{${p}}`}</code> {PLACEHOLDER_HINTS[p]}
              {i < PLACEHOLDERS.length - 1 ? "; " : "."}
            </span>
          ))}
        </p>
        {templates.isPending ? (
          <Spinner label="Loading messages..." />
        ) : templates.isError ? (
          <ErrorState message="Failed to load the message templates" />
        ) : (
          MESSAGE_KINDS.map((kind) => (
            <section key={kind} aria-label={KIND_LABELS[kind]} className="grid gap-3">
              <h3 className="font-serif text-lg text-ink">{KIND_LABELS[kind]}</h3>
              <div className="grid gap-4 lg:grid-cols-2">
                {templates.data.templates
                  .filter((t) => t.kind === kind)
                  .map((t) => (
                    // A save brings new data: the editor starts again from what is stored.
                    <TemplateEditor key={`${t.kind}-${t.language}-${t.body}`} template={t} />
                  ))}
              </div>
            </section>
          ))
        )}
      </CardBody>
    </Card>
  );
}
