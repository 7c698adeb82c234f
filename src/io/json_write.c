/* json_write.c - a maze of any shape as JSON (json.h). */
#include "maze/json.h"

#include "maze/shape.h"

/* Writes s as a JSON string; s is the library's own text (ids, side
 * names), but quotes and backslashes are escaped all the same. */
static void json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fputc('\\', f);
        fputc(*s, f);
    }
    fputc('"', f);
}

static void json_point(FILE *f, ShapePoint p)
{
    fprintf(f, "[%.4f,%.4f]", p.x, p.y);
}

/* One cell's object. */
static void json_cell(FILE *f, const Grid *g, uint32_t i)
{
    uint32_t col, row, nb[GRID_MAX_SIDES];
    ShapePoint c[GRID_MAX_SIDES];
    grid_shape(g)->coords(g, i, &col, &row);
    const int sides = grid_neighbors(g, i, nb);
    grid_corners(g, i, c);
    fprintf(f, "{\"id\":%u,\"col\":%u,\"row\":%u,\"on\":%s,\"centre\":", i, col, row,
            grid_cell_on(g, i) ? "true" : "false");
    json_point(f, grid_centre(g, i));
    fputs(",\"corners\":[", f);
    for (int s = 0; s < sides; s++) {
        if (s > 0)
            fputc(',', f);
        json_point(f, c[s]);
    }
    fputs("],\"sides\":[", f);
    for (int s = 0; s < sides; s++) {
        fputs(s > 0 ? ",{\"name\":" : "{\"name\":", f);
        json_string(f, grid_side_name(g, i, s));
        if (nb[s] == GRID_NONE)
            fputs(",\"to\":null,\"open\":false}", f);
        else
            fprintf(f, ",\"to\":%u,\"open\":%s}", nb[s],
                    grid_is_open(g, i, (Dir)s) ? "true" : "false");
    }
    fputs("]}", f);
}

/* The open passages, each once from its lower cell, in order. */
static void json_passages(FILE *f, const Grid *g)
{
    bool more = false;
    fputs("\"passages\":[", f);
    for (uint32_t i = 0; i < g->n; i++) {
        uint32_t nb[GRID_MAX_SIDES], to[GRID_MAX_SIDES];
        const int sides = grid_neighbors(g, i, nb);
        int k = 0;
        for (int s = 0; s < sides; s++)
            if (nb[s] != GRID_NONE && nb[s] > i && grid_is_open(g, i, (Dir)s))
                to[k++] = nb[s];
        for (int a = 1; a < k; a++)     /* a few: insertion sort */
            for (int b = a; b > 0 && to[b - 1] > to[b]; b--) {
                uint32_t t = to[b];
                to[b] = to[b - 1];
                to[b - 1] = t;
            }
        for (int a = 0; a < k; a++) {
            fprintf(f, "%s[%u,%u]", more ? "," : "", i, to[a]);
            more = true;
        }
    }
    fputs("]", f);
}

MazeStatus json_write(FILE *f, const Grid *g, const JsonMazeInfo *info)
{
    double ew, eh;
    grid_extent(g, &ew, &eh);
    fputs("{\"format\":\"mazelab-maze\",\"version\":1,\"shape\":", f);
    json_string(f, grid_shape(g)->id);
    fprintf(f, ",\"width\":%d,\"height\":%d,\"algo\":", g->w, g->h);
    if (info && info->algo)
        json_string(f, info->algo);
    else
        fputs("null", f);
    fputs(",\"variant\":", f);
    if (info && info->variant)
        json_string(f, info->variant);
    else
        fputs("null", f);
    if (info && info->seed)
        fprintf(f, ",\"seed\":%llu", (unsigned long long)*info->seed);
    else
        fputs(",\"seed\":null", f);
    fprintf(f, ",\n\"cell_count\":%u,\"extent\":[%.4f,%.4f],"
               "\"entrance\":{\"cell\":%u,\"side\":%d},\"exit\":{\"cell\":%u,\"side\":%d},\n"
               "\"cells\":[\n",
            g->n, ew, eh, grid_entrance(g), grid_entrance_side(g), grid_exit(g),
            grid_exit_side(g));
    for (uint32_t i = 0; i < g->n; i++) {
        json_cell(f, g, i);
        fputs(i + 1 < g->n ? ",\n" : "\n", f);
    }
    fputs("],\n", f);
    json_passages(f, g);
    fputs("}\n", f);
    return ferror(f) ? MAZE_ERR_IO : MAZE_OK;
}

typedef struct JsonJob {
    const Grid *g;
    const JsonMazeInfo *info;
} JsonJob;

static MazeStatus json_job_write(FILE *f, void *ctx)
{
    const JsonJob *job = ctx;
    return json_write(f, job->g, job->info);
}

MazeStatus json_save(const char *path, OutfileMode mode, const Grid *g, const JsonMazeInfo *info)
{
    JsonJob job = { g, info };
    return outfile_save(path, mode, json_job_write, &job, NULL, 0);
}
