import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Leaf from "lucide-react/icons/leaf";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { ProjectBrowser, type ProjectBrowserProps } from "./project-browser";
import type { Project } from "./project-card";

const sample = (index: number, category: string, industry: string): Project => ({
  slug: `p${index}`,
  title: `Project ${index}`,
  client: `Client ${index}`,
  category,
  industry,
  year: "2026",
  tags: ["Tag"],
  summary: `Summary ${index}.`,
  art: { seed: `p${index}`, motif: Leaf, alt: "" },
  href: "/work/one",
});

// Seven projects: four Branding, three Web; industries alternate.
const projects = [0, 1, 2, 3, 4, 5, 6].map((index) =>
  sample(index, index < 4 ? "Branding" : "Web", index % 2 ? "Retail" : "Food and drink"),
);

function setup(props: Partial<ProjectBrowserProps>, url = "/work") {
  const router = createMemoryRouter(
    [
      {
        path: "/work",
        Component: () => (
          <ProjectBrowser
            id="work"
            heading={{ title: "Work" }}
            projects={projects}
            filters={[{ key: "category", label: "Kind of work", allLabel: "All work" }]}
            paging="pages"
            perPage={3}
            {...props}
          />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const titles = () =>
  screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

describe("<ProjectBrowser> with pills and pages", () => {
  it("pages and filters through the query, and back restores the view", async () => {
    const router = setup({});
    expect(titles()).toEqual(["Project 0", "Project 1", "Project 2"]);
    expect(screen.getByRole("status").textContent).toBe("Showing 1–3 of 7 projects, page 1 of 3");
    const pages = screen.getByRole("navigation", { name: "Project pages" });
    expect(within(pages).getByRole("link", { name: "Page 2" }).getAttribute("href")).toBe(
      "/work?page=2",
    );
    await userEvent.click(within(pages).getByRole("link", { name: "Next page" }));
    expect(router.state.location.search).toBe("?page=2");
    expect(titles()).toEqual(["Project 3", "Project 4", "Project 5"]);

    await userEvent.click(screen.getByRole("radio", { name: "Web" }));
    expect(router.state.location.search).toBe("?category=web");
    expect(titles()).toEqual(["Project 4", "Project 5", "Project 6"]);
    expect(screen.queryByRole("navigation", { name: "Project pages" })).toBeNull();

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe("?page=2");
    expect(titles()).toEqual(["Project 3", "Project 4", "Project 5"]);
    expect(screen.getByRole("radio", { name: "All work" }).getAttribute("aria-checked")).toBe(
      "true",
    );
  });

  it("ignores values it does not know", () => {
    setup({}, "/work?category=print&page=9");
    expect(titles()).toEqual(["Project 0", "Project 1", "Project 2"]);
  });
});

describe("<ProjectBrowser> with selects and load more", () => {
  const props: Partial<ProjectBrowserProps> = {
    filterStyle: "selects",
    paging: "more",
    filters: [
      { key: "category", label: "Kind of work", allLabel: "All kinds" },
      { key: "industry", label: "Industry", allLabel: "All industries" },
    ],
  };

  it("loads more into the query and moves focus to the first new card", async () => {
    const router = setup(props);
    await userEvent.click(screen.getByRole("button", { name: "Load more projects" }));
    expect(router.state.location.search).toBe("?page=2");
    expect(titles()).toHaveLength(6);
    expect(document.activeElement?.textContent).toBe("Project 3");
    await userEvent.click(screen.getByRole("button", { name: "Load more projects" }));
    expect(titles()).toHaveLength(7);
    expect(screen.queryByRole("button", { name: "Load more projects" })).toBeNull();
  });

  it("combines two filters, shows an empty state, and clears", async () => {
    const router = setup(props);
    await userEvent.selectOptions(screen.getByLabelText("Kind of work"), "web");
    await userEvent.selectOptions(screen.getByLabelText("Industry"), "retail");
    expect(router.state.location.search).toBe("?category=web&industry=retail");
    expect(titles()).toEqual(["Project 5"]);
    await userEvent.selectOptions(screen.getByLabelText("Kind of work"), "branding");
    await userEvent.selectOptions(screen.getByLabelText("Industry"), "retail");
    expect(titles()).toEqual(["Project 1", "Project 3"]);
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("status").textContent).toBe("Showing 3 of 7 projects");
  });
});
