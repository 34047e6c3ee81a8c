#!/usr/bin/env python3
"""Writes BENCHMARKS.md from scripts/bench.sh's measurements (native TSV, browser and size JSON)."""
import datetime, json, os, platform, sys

native_tsv, browser_json, size_json = sys.argv[1:4]
native = {}
for line in open(native_tsv).read().splitlines()[1:]:
    model, med, p95, n, view, slowest, slowest_at, heavy = line.split("\t")
    native[model] = (float(med), float(p95), int(n), float(view), float(slowest), slowest_at, heavy == "true")
browser = json.load(open(browser_json))
size = json.load(open(size_json))

def cpu():
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"

NATIVE_MS, WASM_MS, FRAME_MS, LOAD_MS = 5.0, 16.0, 16.0, 1000
ok = lambda good: "yes" if good else "**no**"
out = []
out.append("# Benchmarks\n")
out.append(f"Measured by `scripts/bench.sh` on {datetime.date.today().isoformat()}, on {cpu()} "
           f"({os.cpu_count()} cores), {platform.system()} {platform.release()}, headless Chromium. "
           "Times are wall-clock; run the script on an idle machine.\n")
# Linux's CPU pressure (PSI): the share of time some task waited for a CPU. On a shared virtual
# machine it rises without any load of ours, and every time here rises with it.
before, after = os.environ.get("CPU_PRESSURE_BEFORE", ""), os.environ.get("CPU_PRESSURE_AFTER", "")
if before or after:
    out.append(f"CPU pressure (`/proc/pressure/cpu`, some; 10 s/60 s/300 s averages) before the browser "
               f"runs: `{before or 'n/a'}`; after: `{after or 'n/a'}`. Runs with pressure well above "
               "zero before they start are not comparable with quiet ones.\n")
# CPU time stolen by the hypervisor during the browser runs: /proc/stat's `cpu` line (user, nice,
# system, idle, iowait, irq, softirq, steal, ...) before and after, in clock ticks.
stat_before, stat_after = os.environ.get("CPU_STAT_BEFORE", "").split(), os.environ.get("CPU_STAT_AFTER", "").split()
if len(stat_before) > 8 and len(stat_after) > 8:
    d = [int(a) - int(b) for a, b in zip(stat_after[1:9], stat_before[1:9])]
    busy = d[0] + d[1] + d[2] + d[5] + d[6] + d[7]
    stolen = d[7] / busy if busy else 0.0
    out.append(f"CPU time stolen by the host (`/proc/stat`, steal) during the browser runs: {100 * stolen:.1f} % of "
               "the time the machine's cores were busy or waiting for the host. A run with more than a few per cent "
               "ran on cores shared with another machine: its times are not comparable with a run without.\n")
out.append("## Whole transcript at the course's values (budget: 5 ms native, 16 ms wasm)\n")
out.append("Each sample repeats the transcript until 2 ms have passed and divides; 30 samples.\n")
out.append("*Page view* is one whole page view natively (model, tables, charts, facts, transcript); *slowest view* the "
           "slowest such view with one value moved (each at both ends of its slider and three values between, a list's every "
           "choice). A model whose slowest view takes more than a few milliseconds is *heavy* (`Params::HEAVY`): its page "
           "runs it in the worker after the first view.\n")
out.append("| model | native median ms | native p95 ms | wasm median ms | wasm p95 ms | within budget | native page view ms | slowest view ms | at | heavy |")
out.append("|---|---:|---:|---:|---:|---|---:|---:|---|---|")
HEAVY_MS = 2.0
unflagged = []
for model, (med, p95, _, view, slowest, slowest_at, heavy) in native.items():
    w = browser["models"].get(model, {})
    wm, wp = w.get("median", float("nan")), w.get("p95", float("nan"))
    out.append(f"| `{model}` | {med:.3f} | {p95:.3f} | {wm:.3f} | {wp:.3f} | {ok(med <= NATIVE_MS and wm <= WASM_MS)} | {view:.2f} | {slowest:.2f} | `{slowest_at}` | {'yes' if heavy else ''} |")
    if slowest > HEAVY_MS and not heavy:
        unflagged.append(f"`{model}`")
out.append(f"\nModels whose slowest view natively is over {HEAVY_MS:g} ms and that run on the page: {', '.join(unflagged) or 'none'}.\n")
out.append("## Slider input → redrawn tables and charts (budget: p95 ≤ 16 ms)\n")
out.append("The first slider of the page's first widget, moved over its range once the page has settled (no request pending and the browser idle once), "
           "with the widget's results scrolled into view (a chart away from the viewport is not redrawn, so a slider timed out of view "
           "would leave its charts out); the time runs from the "
           "`input` event until the page has updated (a task later) and the browser has done its style and "
           "layout work (a forced layout read). A frame the browser renders before that task is in it; painting in a later frame is not. "
           "The page writes the charts and system views that changed one a task after the input (its results are marked busy until then): "
           "the page is then ticked task by task until they are all written, and a change's time is the longest of these blocks.\n")
out.append("| page | slider | changes | p50 ms | p95 ms | within budget |")
out.append("|---|---|---:|---:|---:|---|")
for n, p in sorted(browser["pages"].items(), key=lambda kv: int(kv[0])):
    out.append(f"| {n} | `{p.get('slider', '')}` | {p['n']} | {p['median']:.1f} | {p['p95']:.1f} | {ok(p['p95'] <= FRAME_MS)} |")
out.append("")
if browser.get("every"):
    out.append("## Every slider on every page (budget: p95 ≤ 16 ms per page, no change over 33 ms)\n")
    out.append("Each slider of each widget, the advanced ones too, at both ends of its range and three values between, "
               "from the course's values, with its widget's results in view (the widget is reset after each slider, untimed); timed as above. A heavy model "
               "(`ModelInfo::heavy`) runs in the page's worker after the first view (the *in worker* column counts those changes): "
               "a change's time is then the longest of the input's own (the page marks its results as being recomputed) and the "
               "main-thread tasks until the worker's answer is drawn (the page ticked task by task); *shown* runs from "
               "the input until the new results are on screen.\n")
    out.append("| page | sliders | changes | p50 ms | p95 ms | worst ms | worst change | in worker | shown p95 ms | within budget |")
    out.append("|---|---:|---:|---:|---:|---:|---|---:|---:|---|")
    every_ok = True
    for n, e in sorted(browser["every"].items(), key=lambda kv: int(kv[0])):
        ms = sorted(c["ms"] for c in e["changes"])
        if not ms:
            continue
        at = lambda q: ms[round((len(ms) - 1) * q)]
        worst = max(e["changes"], key=lambda c: c["ms"])
        good = at(0.95) <= FRAME_MS and worst["ms"] <= 2 * FRAME_MS + 1
        every_ok &= good
        shown = sorted(c.get("shown", c["ms"]) for c in e["changes"])
        shown_p95 = shown[round((len(shown) - 1) * 0.95)]
        out.append(f"| {n} | {e['sliders']} | {len(ms)} | {at(0.5):.1f} | {at(0.95):.1f} | {worst['ms']:.1f} | `{worst['slider']}` = {worst['value']:g} | {sum(1 for c in e['changes'] if c.get('worker'))} | {shown_p95:.1f} | {ok(good)} |")
    out.append(f"\nEvery page within the slider budget: {ok(every_ok)}.\n")
out.append("## Two-parameter explorers, 20 × 20 (budget: the grid computed in the worker, within 200 ms; on the page, no block over 33 ms, two frames, from opening the panel until the grid is filled; no long task)\n")
out.append("*Grid* and *slowest row*: the lesson's pack computing the whole grid, row by row (timed on the main thread, without the "
           "page). On the page, the explorer asks its worker for each row and writes it in as it comes: from the click that "
           "opens it, the main thread's first block (the panel opened, its first rows of cells drawn), its longest block after "
           "that (more rows of cells drawn, a row's values written in; each block as the sliders' are timed above, the "
           "browser's style, layout and paint included), its long tasks (over 50 ms), the answers that came from the worker (a row each, and the worker's first message "
           "when it starts) and when the grid was filled.\n")
out.append("| page | model | grid ms | slowest row ms | opening ms | longest block ms | long tasks | answers from the worker | filled after ms | within budget |")
out.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---|")
sweeps = browser.get("sweeps", {})
for key, e in sorted(browser.get("explorers", {}).items(), key=lambda kv: int(kv[0].split("/")[0])):
    n = key.split("/")[0]
    model = next((m for m in sweeps if m.replace("/", "-") == e["model"]), e["model"])
    sw = sweeps.get(model, {"total_ms": float("nan"), "slowest_row_ms": float("nan")})
    good = (sw["total_ms"] <= 200 and max(e["open_ms"], e["rows_block_ms"]) <= 2 * FRAME_MS + 1 and not e["long_tasks"]
            and e["from_worker"] >= e["rows"] == 20)
    out.append(f"| {n} | `{model}` | {sw['total_ms']:.1f} | {sw['slowest_row_ms']:.1f} | {e['open_ms']:.1f} | {e['rows_block_ms']:.1f} | "
               f"{len(e['long_tasks'])} | {e['from_worker']} | {e['filled_ms']:.0f} | {ok(good)} |")
out.append("")
out.append(f"What the main thread still does: it writes every result in (charts, tables, system views, heat-map cells: the "
           f"blocks timed above); it runs each model that is not heavy (its slowest view natively within {HEAVY_MS:g} ms, the first "
           "table), and a heavy model's first view when its page opens. Every ensemble (below) and every explorer's grid runs "
           "in the worker.\n")
if browser.get("playback"):
    pb = browser["playback"]
    out.append("## Watching a run: playback and scrubbing, every page with a timeline (budget: at least 55 frames a second, ≤ 4 ms of script per animation frame; scrub p95 ≤ 16 ms)\n")
    out.append("Playback at 16× from the first round, until the run's end or for 3 s (at 16× a run of 150 rounds or more moves "
               "on at least a round every animation frame; a shorter one draws a new round every few frames). Each frame redraws "
               "the system view, the time charts' cursors and the round's table; no model runs. A frame's script is its "
               "animation-frame task in Chromium's trace, the redraws it causes included: the budget is on its **thread time** "
               "(CPU spent by the page's main thread); its wall time also counts the moments the operating system ran another "
               "process on the core. *Frames a second*: the playback's animation frames over the time from its first to its last "
               "(the clock asks for every frame while it plays); a frame is *late* when it came more than one and a half display "
               "intervals after the one before (the display's rate, measured on the idle page, is given). Scrubbing: 60 inputs on "
               "the timeline's range, timed like the sliders above.\n")
    out.append("| page | rounds in run | playback frames | frames a second | late frames | script p50 ms | script p95 ms | script max ms | wall p95 ms | scrub p50 ms | scrub p95 ms | within budget |")
    out.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    for n, r in sorted(pb.items(), key=lambda kv: int(kv[0])):
        f, sc, w = r["frame"], r["scrub"], r["wall"]
        good = f["p95"] <= 4.0 and sc["p95"] <= FRAME_MS and r["fps"] >= 55
        out.append(f"| {n} | {r['frames_in_run']} | {f['n']} | {r['fps']:.1f} | {r['late']} | {f['median']:.2f} | {f['p95']:.2f} | {f['max']:.2f} | {w['p95']:.2f} | {sc['median']:.1f} | {sc['p95']:.1f} | {ok(good)} |")
    heavy = max(pb.items(), key=lambda kv: kv[1]["frame"]["p95"])
    slowest = min(pb.items(), key=lambda kv: kv[1]["fps"])
    display = min(r["display_fps"] for r in pb.values())
    out.append(f"\nThe heaviest page for playback is lesson {heavy[0]}: p95 {heavy[1]['frame']['p95']:.2f} ms of script per frame "
               f"(wall p95 {heavy[1]['wall']['p95']:.2f} ms). The lowest frame rate while playing: {slowest[1]['fps']:.1f} a second "
               f"(lesson {slowest[0]}; the display's rate {display:.1f}); late frames in all: {sum(r['late'] for r in pb.values())}.\n")
if browser.get("ensembles"):
    out.append("## Seed ensembles in the worker, while a slider moves (budget, panel open: input p95 ≤ 16 ms, no change over 33 ms, no long task)\n")
    out.append("The widget with a \"Şans mı?\" panel, its results in view, its first slider moved to either end 150 ms apart in "
               "blocks of eight, the panel closed and open in turn (closed, open, open, closed, twice: 32 moves each): the "
               "input's latency (timed like the sliders above) with the panel closed and open, so that what the open panel "
               "adds is told apart from the widget's own redraw; with it open, the main thread's long tasks (over 50 ms) while "
               "the seeds reran, how long the last run took to settle, and whether the seeds ran in the worker.\n")
    out.append("| page | worker | closed p50 ms | closed p95 ms | open p50 ms | open p95 ms | open worst ms | long tasks | settled after ms | within budget |")
    out.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---|")
    for n, e in sorted(browser["ensembles"].items(), key=lambda kv: int(kv[0])):
        c, o = e["closed"], e["open"]
        good = e["worker"] and o["p95"] <= FRAME_MS and o["max"] <= 2 * FRAME_MS + 1 and e["long_tasks"] == 0
        out.append(f"| {n} | {'yes' if e['worker'] else 'no'} | {c['median']:.1f} | {c['p95']:.1f} | {o['median']:.1f} | {o['p95']:.1f} | {o['max']:.1f} | {e['long_tasks']} | {e['settle_ms']} | {ok(good)} |")
    out.append("")
load = browser["load"]
# The size budgets and whether the site is within them are tests/bench/size.mjs's, in its JSON.
LESSON_KB, MAP_KB = size["budget_kb"]["lesson"], size["budget_kb"]["map"]
out.append(f"## First load (budget: {LESSON_KB} KB gzip for the heaviest lesson page, {MAP_KB} KB for the course map; interactive within 1 s from localhost)\n")
out.append(f"Course map interactive after {load['median']:.0f} ms (median of {load['n']} loads, p95 {load['p95']:.0f} ms): {ok(load['p95'] <= LOAD_MS)}.\n")
if "lesson_load" in browser:
    ll = browser["lesson_load"]
    out.append(f"Lesson {ll['lesson']} (the largest pack) with its first chart drawn, from an empty cache, after {ll['median']:.0f} ms (median of {ll['n']} loads, p95 {ll['p95']:.0f} ms): {ok(ll['p95'] <= LOAD_MS)}.\n")
out.append("Every page loads the common files. A lesson page adds the whole lab's first part (all it runs until its first charts are drawn) and its lesson's pack (its models); the total is the heaviest page: the common files, the lab's first part and the largest pack. The course map adds its own build instead (the lab without its lesson pages).\n")
out.append("| file | loaded by | raw bytes | gzip -9 bytes |")
out.append("|---|---|---:|---:|")
WHO = {"lab": "a lesson page", "map": "the course map", "common": "every page"}
for f in sorted((f for f in size["files"] if f["build"] != "rest"), key=lambda r: -r["gzip"]):
    out.append(f"| `{f['file']}` | {WHO[f['build']]} | {f['raw']:,} | {f['gzip']:,} |")
big = size.get("largest_pack")
if big:
    out.append(f"| `packs/{big['file']}` (largest of {len(size['packs'])} packs) | its lesson page | {big['raw']:,} | {big['gzip']:,} |")
total = size["total_gzip"]
out.append(f"| **total, the heaviest lesson page** | | {size['total_raw']:,} | **{total:,}** |")
for f in (f for f in size["files"] if f["build"] == "rest"):
    out.append(f"\nAfter the first load, once its pack is in, a lesson page downloads the rest of the lab (`{f['file']}`, binaryen's wasm-split): {f['raw']:,} bytes, {f['gzip']:,} gzip.")
if size.get("packs"):
    g = sorted(p["gzip"] for p in size["packs"])
    out.append(f"\nThe course map: {size['map_gzip']:,} bytes gzip. Lesson packs: {g[0]:,} to {g[-1]:,} bytes gzip.")
out.append(f"\nWithin {LESSON_KB} KB (a lesson page): {ok(size['within']['lesson'])}. The course map within {MAP_KB} KB: {ok(size['within']['map'])}.")
print("\n".join(out))
